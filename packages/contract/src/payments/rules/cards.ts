import { CVV_MIN_LENGTH } from '../constants.ts';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'other';

/** A card type as providers and our rows write it ("Visa", "001", "American Express"). */
export function cardBrand(cardType: string): CardBrand {
  const type = cardType.trim().toLowerCase();
  if (type === 'visa' || type === '001') return 'visa';
  if (type === 'mastercard' || type === 'master card' || type === '002') return 'mastercard';
  if (type === 'american express' || type === 'amex' || type === '003') return 'amex';
  return 'other';
}

/** PAYMENTS.md: the card code has 4 digits on American Express, 3 on every other card. */
export function cvvLength(cardType: string): number {
  return cardBrand(cardType) === 'amex' ? 4 : CVV_MIN_LENGTH;
}

/** Spec §5: digits only, exactly the card type's code length. */
export function isValidCvv(cvv: string, cardType: string): boolean {
  return new RegExp(`^\\d{${cvvLength(cardType)}}$`).test(cvv);
}

/** Spec §5: every digit but the last four masked, grouped by 4. */
export function maskedCardNumber(lastFour: string): string {
  return `•••• •••• •••• ${lastFour}`;
}

/** The provider's card type codes (PAYMENTS.md "req_card_type") and the names our rows keep. */
export const CARD_TYPE_CODES = {
  '001': 'Visa',
  '002': 'Mastercard',
  '003': 'American Express',
  '004': 'Discover',
  '005': 'Diners Club',
  '007': 'JCB',
} as const;
export type CardTypeCode = keyof typeof CARD_TYPE_CODES;

export function cardTypeName(code: string): string {
  return CARD_TYPE_CODES[code as CardTypeCode] ?? 'Card';
}

interface NumberBrand {
  code: CardTypeCode;
  prefix: RegExp;
  lengths: readonly number[];
}
const NUMBER_BRANDS: readonly NumberBrand[] = [
  { code: '003', prefix: /^3[47]/, lengths: [15] },
  { code: '005', prefix: /^3(0[0-5]|[689])/, lengths: [14, 16] },
  { code: '007', prefix: /^35/, lengths: [16] },
  { code: '001', prefix: /^4/, lengths: [13, 16, 19] },
  { code: '002', prefix: /^(5[1-5]|2[2-7])/, lengths: [16] },
  { code: '004', prefix: /^6(011|5|4[4-9])/, lengths: [16, 19] },
];

/** Spec §5: digits only, spaces (and the hyphens people type) ignored. */
export const cardDigits = (raw: string) => raw.replace(/[\s-]/g, '');

/** The brand a card number belongs to, by its leading digits (null while unknown). */
export function cardTypeOfNumber(raw: string): CardTypeCode | null {
  const digits = cardDigits(raw);
  return NUMBER_BRANDS.find((brand) => brand.prefix.test(digits))?.code ?? null;
}

/** The Luhn check digit of card numbers. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spec §5: digits only, a length the detected brand allows, and the Luhn check. */
export function isValidCardNumber(raw: string): boolean {
  const digits = cardDigits(raw);
  const brand = NUMBER_BRANDS.find((b) => b.prefix.test(digits));
  return (
    /^\d+$/.test(digits) && brand?.lengths.includes(digits.length) === true && passesLuhn(digits)
  );
}

/** Spec §9: expiry years run from this year to ten years on. */
export const CARD_EXPIRY_YEARS = 10;

/** Spec §5: month 1-12, year this year to +10, and not a month already over. */
export function isValidExpiry(month: number, year: number, now: Date): boolean {
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + CARD_EXPIRY_YEARS)
    return false;
  return year > thisYear || month >= now.getUTCMonth() + 1;
}

/** Spec §5: a billing address has at least 8 characters, with a letter and a digit. */
export function isValidBillingAddress(address: string): boolean {
  const value = address.trim();
  return value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value);
}

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

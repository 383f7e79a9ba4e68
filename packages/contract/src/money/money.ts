import { intlLocale } from '../i18n/dates.ts';

/**
 * The one money representation (docs/decisions.md, "Money"):
 * - database: `numeric(12,2)`, read and written as decimal strings ("1234.50");
 * - rules: integer cents (`Cents`), so sums and comparisons are exact (never float sums);
 * - wire: numbers with at most two decimals (the spec's client does arithmetic on them);
 * - screen: `Intl.NumberFormat` in the member's language, "$9,850.00 MXN" (`formatMoney`).
 * Every amount enters the rules through `toCents` and leaves through `toAmount`,
 * `toDecimalString` or `formatMoney`.
 */

declare const centsBrand: unique symbol;
/** A whole number of cents (may be negative for adjustments). */
export type Cents = number & { readonly [centsBrand]: true };

export type Currency = 'MXN' | 'USD';

/** Plain decimal text: optional sign, digits, optional fraction (no exponent, no separators). */
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d*))?$/;
/** Sums of amounts stay far below this; past it cents would no longer be exact integers. */
const MAX_CENTS = Number.MAX_SAFE_INTEGER;

/**
 * Decimal text or a number to cents, rounded half away from zero to 2 decimals (spec: "amounts
 * are rounded to 2 decimals"). Numbers go through their shortest exact decimal form first, so
 * 1.005 rounds to 1.01 as written, not to 1.00 as `Math.round(1.005 * 100)` would.
 * Returns null for anything that is not a finite decimal amount.
 */
export function parseCents(value: string | number): Cents | null {
  const text = typeof value === 'number' ? numberToDecimalText(value) : value.trim();
  if (text === null) return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const padded = `${fraction}000`;
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  // Half away from zero on the third decimal; later digits only matter when it is a 5 and
  // they are all zero, which is still "half" and rounds away as well.
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  return (sign === '-' && cents !== 0 ? -cents : cents) as Cents;
}

/** `parseCents` for trusted data (database columns, seeds): a bad value is a programming error. */
export function toCents(value: string | number): Cents {
  const cents = parseCents(value);
  if (cents === null) throw new RangeError(`Not a money amount: ${String(value)}`);
  return cents;
}

/**
 * An amount a member typed: thousands separators (commas and spaces) are stripped (spec §5,
 * "thousands separators stripped"); a leading currency sign is allowed. Null when it is not a
 * number.
 */
export function parseTypedAmount(input: string): Cents | null {
  const cleaned = input.replace(/[\s,]/g, '').replace(/^\$/, '');
  if (cleaned === '') return null;
  return parseCents(cleaned);
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Cents;
}

/** The wire form: a number with at most two decimals (123.45). */
export function toAmount(cents: Cents): number {
  return cents / 100;
}

/** The database form of `numeric(12,2)`: "1234.50", "-0.05". */
export function toDecimalString(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${Math.floor(absolute / 100)}.${fraction}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * "$9,850.00 MXN", "-$612.00 USD": the amount in the member's language with a narrow "$" and the
 * ISO code after it, in both languages (docs/decisions.md, "Currency on screen"). That is how
 * Mexican receipts and statements write it; the code stays because "$" is both currencies in
 * Mexico. A no-break space keeps the code on the amount's line.
 */
export function formatMoney(cents: Cents, currency: Currency, language: 'en' | 'es'): string {
  const locale = intlLocale(language);
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return `${formatter.format(toAmount(cents))}\u00a0${currency}`;
}

/** The shortest decimal text that reads back as the same number, without an exponent. */
function numberToDecimalText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  // 15 significant digits is the precision every double holds exactly; it turns
  // 0.1 + 0.2 (0.30000000000000004) back into 0.3 and 1.005 into "1.00500000000000".
  const text = value.toPrecision(15);
  if (text.includes('e')) {
    // Only amounts far outside any money range (or tiny dust) have an exponent here.
    return Math.abs(value) < 1 ? '0' : null;
  }
  return text;
}

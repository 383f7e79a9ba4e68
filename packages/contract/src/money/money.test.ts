import { describe, expect, it } from 'vitest';
import {
  type Cents,
  formatMoney,
  parseCents,
  parseTypedAmount,
  sumCents,
  toAmount,
  toCents,
  toDecimalString,
} from './money.ts';

const cents = (value: number) => value as Cents;

describe('money: one representation, exact arithmetic', () => {
  it.each([
    ['1234.50', 123450],
    ['0.05', 5],
    ['12', 1200],
    ['12.', 1200],
    ['-3.20', -320],
    ['+7.1', 710],
    [' 99.99 ', 9999],
  ])('reads the database decimal %j as %i cents', (text, expected) => {
    expect(toCents(text)).toBe(expected);
  });

  it.each([
    // Spec: amounts are rounded to 2 decimals (half away from zero).
    ['1.005', 101],
    ['1.004', 100],
    ['2.675', 268],
    ['-1.005', -101],
    ['0.001', 0],
    ['-0.004', 0],
  ])('rounds %j to %i cents', (text, expected) => {
    expect(parseCents(text)).toBe(expected);
  });

  it('reads a float as the decimal it was written as, not its binary neighbour', () => {
    expect(toCents(1.005)).toBe(101); // Math.round(1.005 * 100) would give 100
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(19.99)).toBe(1999);
  });

  it('sums exactly where floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toAmount(sumCents([toCents('0.10'), toCents('0.20')]))).toBe(0.3);
    // Ten installments of 33.33 and a late fee of 0.03: exactly 333.33.
    const installments = Array.from({ length: 10 }, () => toCents('33.33'));
    expect(toDecimalString(sumCents([...installments, toCents('0.03')]))).toBe('333.33');
    expect(sumCents([])).toBe(0);
  });

  it.each([['abc'], [''], ['1e3'], ['1,000.00'], ['--1'], ['1.2.3'], ['NaN']])(
    'refuses %j',
    (text) => {
      expect(parseCents(text)).toBeNull();
      expect(() => toCents(text)).toThrow(RangeError);
    },
  );

  it('refuses numbers that are not finite or beyond exact cents', () => {
    expect(parseCents(Number.NaN)).toBeNull();
    expect(parseCents(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseCents(1e20)).toBeNull();
    expect(parseCents('99999999999999999999')).toBeNull();
  });

  it('strips thousands separators from a typed amount (spec §5)', () => {
    expect(parseTypedAmount('1,234.56')).toBe(123456);
    expect(parseTypedAmount('$2,500')).toBe(250000);
    expect(parseTypedAmount(' 10 000.5 ')).toBe(1000050);
    expect(parseTypedAmount('')).toBeNull();
    expect(parseTypedAmount('ten')).toBeNull();
  });

  it('writes the wire and database forms', () => {
    expect(toAmount(cents(123450))).toBe(1234.5);
    expect(toAmount(cents(5))).toBe(0.05);
    expect(toDecimalString(cents(123450))).toBe('1234.50');
    expect(toDecimalString(cents(5))).toBe('0.05');
    expect(toDecimalString(cents(-5))).toBe('-0.05');
    expect(toDecimalString(cents(0))).toBe('0.00');
    expect(toCents(toDecimalString(cents(98765)))).toBe(98765);
  });

  it('writes money as Mexicans do, "$9,850.00 MXN", in both languages', () => {
    const space = /[\s\u00a0]/g;
    const shown = (value: number, currency: 'MXN' | 'USD', language: 'en' | 'es') =>
      formatMoney(cents(value), currency, language).replace(space, ' ');
    expect(shown(985000, 'MXN', 'es')).toBe('$9,850.00 MXN');
    expect(shown(61200, 'USD', 'es')).toBe('$612.00 USD');
    expect(shown(123450, 'USD', 'en')).toBe('$1,234.50 USD');
    expect(shown(985000, 'MXN', 'en')).toBe('$9,850.00 MXN');
    expect(shown(0, 'MXN', 'es')).toBe('$0.00 MXN');
    expect(shown(-5, 'USD', 'en')).toBe('-$0.05 USD');
    expect(shown(-2389000, 'MXN', 'es')).toBe('-$23,890.00 MXN');
    // The code never wraps away from its amount.
    expect(formatMoney(cents(985000), 'MXN', 'es')).toBe('$9,850.00\u00a0MXN');
  });
});

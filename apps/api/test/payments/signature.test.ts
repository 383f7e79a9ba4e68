import { describe, expect, it } from 'vitest';
import {
  hasSignatureSeparator,
  hasValidSignature,
  sign,
  signatureData,
  signedFieldNames,
  signFields,
} from '../../src/platform/payments/signature.ts';

describe('hosted checkout signature (PAYMENTS.md vectors)', () => {
  it('matches the published vectors: key bytes as UTF-8, fields in the listed order', () => {
    expect(sign('foo=bar,baz=bat', 'FOO')).toBe('IVMC7Aj8pDKwLx+0eNfIfoQAHvViiLeavLyYatCtB+c=');
    expect(sign('baz=bat,foo=bar', 'FOO')).toBe('5Gw1ffUlVU9Cm0tTa/nzhQ81Bc6/SDqz/tEP5VyMzkk=');
    expect(sign('foo=bar,baz=bat', 'SECRET')).toBe('FvjC1PIhxuaLipTbRDw9UXL6F58t9Hyj12HLHiYoOD0=');
    expect(signatureData({ foo: 'bar', baz: 'bat' }, ['foo', 'baz'])).toBe('foo=bar,baz=bat');
    expect(signatureData({ foo: 'bar' }, ['foo', 'empty'])).toBe('foo=bar,empty=');
  });

  it('verifies fields signed over their own list and refuses any change', () => {
    const fields: Record<string, string> = {
      amount: '1025.00',
      currency: 'USD',
      reference_number: 'MP-ABC123',
      signed_field_names: 'amount,currency,reference_number,signed_field_names',
    };
    const signed = { ...fields, signature: signFields(fields, 'SECRET') };
    expect(hasValidSignature(signed, 'SECRET')).toBe(true);
    expect(hasValidSignature(signed, 'OTHER')).toBe(false);
    expect(hasValidSignature({ ...signed, amount: '1.00' }, 'SECRET')).toBe(false);
    expect(hasValidSignature({ ...signed, signature: '' }, 'SECRET')).toBe(false);
    // A list that does not sign itself could be rewritten to drop fields: refused.
    const unsafe = { amount: '1.00', signed_field_names: 'amount' };
    expect(
      hasValidSignature({ ...unsafe, signature: signFields(unsafe, 'SECRET') }, 'SECRET'),
    ).toBe(false);
  });
});

describe('the signed string is ambiguous (PAYMENTS.md "Signature")', () => {
  it('one signature verifies every cut of a value holding `,` and `=`', () => {
    // `a=x,b=y` read as one field or as two: the same data, so the same signature.
    const one = signatureData({ a: 'x,b=y' }, ['a']);
    const two = signatureData({ a: 'x', b: 'y' }, ['a', 'b']);
    expect(one).toBe(two);
    expect(sign(one, 'FOO')).toBe(sign(two, 'FOO'));
    expect(hasSignatureSeparator('Quintana Roo')).toBe(false);
    expect(hasSignatureSeparator('Roo,decision=ACCEPT')).toBe(true);
    expect(hasSignatureSeparator('a=b')).toBe(true);
  });

  it('a list of signed names that repeats a name or holds an empty one is refused', () => {
    expect(signedFieldNames('a,b,signed_field_names')).toEqual(['a', 'b', 'signed_field_names']);
    expect(signedFieldNames('a,a,signed_field_names')).toBeNull();
    expect(signedFieldNames('a,,signed_field_names')).toBeNull();
    expect(signedFieldNames('a,signed_field_names,')).toBeNull();
    expect(signedFieldNames('')).toBeNull();
    expect(signedFieldNames(undefined)).toBeNull();

    // Signed with the right key, yet refused: a genuine list never has them.
    for (const list of [
      'a,a,signed_field_names',
      'a,,signed_field_names',
      ',a,signed_field_names',
    ]) {
      const fields: Record<string, string> = { a: '1', signed_field_names: list };
      const data = signatureData(fields, list.split(','));
      expect(hasValidSignature({ ...fields, signature: sign(data, 'SECRET') }, 'SECRET')).toBe(
        false,
      );
    }
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hosted checkout's field signature (PAYMENTS.md "Signature"): the fields named in
 * `signed_field_names`, in that order, as `name=value` joined by commas (an absent field is an
 * empty value), HMAC-SHA256 with the secret key's UTF-8 bytes, base64 with padding. The sandbox
 * and the CyberSource adapter both sign and verify with it.
 */
export function signatureData(fields: Readonly<Record<string, string>>, names: readonly string[]) {
  return names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
}

export function sign(data: string, secretKey: string): string {
  return createHmac('sha256', Buffer.from(secretKey, 'utf8')).update(data, 'utf8').digest('base64');
}

/** Signs the fields named by their own `signed_field_names` (which must name itself). */
export function signFields(fields: Readonly<Record<string, string>>, secretKey: string): string {
  const names = (fields.signed_field_names ?? '').split(',').filter(Boolean);
  return sign(signatureData(fields, names), secretKey);
}

/**
 * Whether posted fields carry a valid signature over their own `signed_field_names`, compared in
 * constant time. Fields outside that list are untrusted whatever the answer.
 */
export function hasValidSignature(
  fields: Readonly<Record<string, string>>,
  secretKey: string,
): boolean {
  const names = (fields.signed_field_names ?? '').split(',').filter(Boolean);
  const given = fields.signature;
  if (!given || names.length === 0 || !names.includes('signed_field_names')) return false;
  const expected = Buffer.from(sign(signatureData(fields, names), secretKey), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The hosted checkout's field signature (PAYMENTS.md "Signature"): the fields named in
 * `signed_field_names`, in that order, as `name=value` joined by commas (an absent field is an
 * empty value), HMAC-SHA256 with the secret key's UTF-8 bytes, base64 with padding. The sandbox
 * and the CyberSource adapter both sign and verify with it.
 *
 * The signed string has no escaping: as soon as a value holds `,` or `=`, the same string reads
 * as other fields cut at other commas, and the one signature verifies every cut. Values typed by
 * a person are kept free of both (`hasSignatureSeparator`), and a list of names that repeats or
 * empties a name is refused (`signedFieldNames`).
 */
export function signatureData(fields: Readonly<Record<string, string>>, names: readonly string[]) {
  return names.map((name) => `${name}=${fields[name] ?? ''}`).join(',');
}

export function sign(data: string, secretKey: string): string {
  return createHmac('sha256', Buffer.from(secretKey, 'utf8')).update(data, 'utf8').digest('base64');
}

/** Whether a value would make the signed string ambiguous (PAYMENTS.md "Signature"). */
export const hasSignatureSeparator = (value: string) => value.includes(',') || value.includes('=');

/**
 * The names a `signed_field_names` value lists, or null when it cannot be trusted: empty, a
 * name given twice, or an empty name (`a,,b`, a trailing comma). A genuine list never has either;
 * a re-cut of a signed string needs room to move its names, and these are the room.
 */
export function signedFieldNames(list: string | undefined): string[] | null {
  if (!list) return null;
  const names = list.split(',');
  if (names.some((name) => name === '') || new Set(names).size !== names.length) return null;
  return names;
}

/** Signs the fields named by their own `signed_field_names` (which must name itself). */
export function signFields(fields: Readonly<Record<string, string>>, secretKey: string): string {
  const names = (fields.signed_field_names ?? '').split(',').filter(Boolean);
  return sign(signatureData(fields, names), secretKey);
}

/**
 * Whether posted fields carry a valid signature over their own `signed_field_names`, compared in
 * constant time. Fields outside that list are untrusted whatever the answer. A list that does not
 * sign itself, repeats a name or holds an empty one is refused before any HMAC.
 */
export function hasValidSignature(
  fields: Readonly<Record<string, string>>,
  secretKey: string,
): boolean {
  const names = signedFieldNames(fields.signed_field_names);
  const given = fields.signature;
  if (!given || !names?.includes('signed_field_names')) return false;
  const expected = Buffer.from(sign(signatureData(fields, names), secretKey), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

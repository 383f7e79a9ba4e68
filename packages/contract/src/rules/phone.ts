/**
 * Spec §5: an optional country prefix or area code, then groups of 3-4 digits,
 * separated by spaces or hyphens. Examples: "+52 998 123 4567", "(998) 123-4567", "5551234567".
 * The last group may be 3-4 digits; a bare run of 7-15 digits is also a valid number.
 */
const PHONE_PATTERN =
  /^(?:\+\d{1,3}[\s-]?)?(?:\(\d{1,4}\)[\s-]?|\d{1,4}[\s-])?(?:\d{3,4}[\s-]?)*\d{3,4}$/;

export function isValidPhone(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 && PHONE_PATTERN.test(trimmed);
}

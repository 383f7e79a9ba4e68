/**
 * Spec §5: "must be a valid name". Letters of any script, with the marks, spaces,
 * apostrophes, hyphens and periods that real names carry (O'Brien, Jean-Luc, Ma. José).
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’. -]*$/u;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value.trim());
}

/** Case- and accent-insensitive form of a text ("García" and "GARCIA" fold alike). */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/** A last name typed by a member matches the club's record whatever its case and accents. */
export function isSameName(a: string, b: string): boolean {
  return foldText(a) === foldText(b);
}

/** Spec §1: the header greets with the lower-cased first name, else the last name, else 'unknown'. */
export function greetingName(profile: {
  first_name?: string | null;
  last_name?: string | null;
}): string | null {
  const name = profile.first_name?.trim() || profile.last_name?.trim();
  return name ? name.toLowerCase() : null;
}

/**
 * Spec §5: "must be a valid name". Letters of any script, with the marks, spaces,
 * apostrophes, hyphens and periods that real names carry (O'Brien, Jean-Luc, Ma. José).
 */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’. -]*$/u;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value.trim());
}

/** Spec §1: the header greets with the lower-cased first name, else the last name, else 'unknown'. */
export function greetingName(profile: {
  first_name?: string | null;
  last_name?: string | null;
}): string | null {
  const name = profile.first_name?.trim() || profile.last_name?.trim();
  return name ? name.toLowerCase() : null;
}

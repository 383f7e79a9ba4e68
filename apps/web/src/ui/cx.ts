/** Joins class names, skipping the falsy ones (CSS-module lookups may be undefined). */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

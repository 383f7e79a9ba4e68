/** Fills `{{name}}` placeholders the way i18next does, for texts read outside i18next. */
export function interpolate(
  text: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

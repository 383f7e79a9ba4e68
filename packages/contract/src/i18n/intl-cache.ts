/**
 * Intl formatters, built once per locale and options. Building one is far dearer than using it
 * (a profile of GET /profile put a quarter of its CPU in `new Intl.DateTimeFormat`, issue 23);
 * the server formats dates on every read and the pages on every render.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const displayNames = new Map<string, Intl.DisplayNames>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function regionNames(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    displayNames.set(locale, names);
  }
  return names;
}

import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.ts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Spec §4: the default language comes from the browser, Spanish only for Spanish.
 * Any Spanish tag (es, es-MX, es-419) counts; everything else is English.
 */
export function languageFromBrowser(tag: string | null | undefined): Language {
  return tag?.trim().toLowerCase().split(/[-_]/)[0] === 'es' ? 'es' : DEFAULT_LANGUAGE;
}

/** Server side: X-Language wins, then the first language of Accept-Language. */
export function languageFromHeaders(headers: {
  'x-language'?: string | string[] | undefined;
  'accept-language'?: string | string[] | undefined;
}): Language {
  const explicit = [headers['x-language']].flat()[0]?.trim().toLowerCase();
  if (isLanguage(explicit)) return explicit;
  const accept = [headers['accept-language']].flat()[0];
  return languageFromBrowser(accept?.split(',')[0]?.split(';')[0]);
}

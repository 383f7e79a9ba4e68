import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants.ts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A language tag with our language as its primary subtag: `en`, `es`, and the spec's locales
 * `en-us` and `es-mx` (§9), any region or script subtag, `-` or `_`, any case (issue 20 #6).
 * Anything else (`fr`, `english`, `es--`) is no language of ours: null.
 */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const match = /^([a-z]{2})(?:[-_][a-z0-9]{1,8})*$/i.exec(tag?.trim() ?? '');
  const primary = match?.[1]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
}

/**
 * Spec §4: the default language comes from the browser, Spanish only for Spanish.
 * Any Spanish tag (es, es-MX, es-419) counts; everything else is English.
 */
export function languageFromBrowser(tag: string | null | undefined): Language {
  return tag?.trim().toLowerCase().split(/[-_]/)[0] === 'es' ? 'es' : DEFAULT_LANGUAGE;
}

/**
 * Server side: X-Language wins, then the first language of Accept-Language. X-Language may be a
 * locale (`es-mx`, the spec's own, issue 20 #6); one that names no language of ours is ignored.
 */
export function languageFromHeaders(headers: {
  'x-language'?: string | string[] | undefined;
  'accept-language'?: string | string[] | undefined;
}): Language {
  const explicit = languageOfTag([headers['x-language']].flat()[0]);
  if (explicit) return explicit;
  const accept = [headers['accept-language']].flat()[0];
  return languageFromBrowser(accept?.split(',')[0]?.split(';')[0]);
}

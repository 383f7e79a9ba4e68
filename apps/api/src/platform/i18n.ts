import type { Language } from '@mp/contract/constants';
import { consoleValidationEn } from '@mp/contract/i18n/console-validation.en';
import { consoleValidationEs } from '@mp/contract/i18n/console-validation.es';
import { interpolate } from '@mp/contract/i18n/interpolate';
import { messagesEn } from '@mp/contract/i18n/messages.en';
import { messagesEs } from '@mp/contract/i18n/messages.es';
import { validationEn } from '@mp/contract/i18n/validation.en';
import { validationEs } from '@mp/contract/i18n/validation.es';

const catalogues: Record<Language, Record<string, string>> = {
  en: { ...validationEn, ...consoleValidationEn, ...messagesEn },
  es: { ...validationEs, ...consoleValidationEs, ...messagesEs },
};

/** Server-side text for a message or validation key; the same catalogues the web shows. */
export function translate(
  lang: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const text = catalogues[lang][key] ?? catalogues.en[key] ?? catalogues[lang].invalid ?? key;
  return interpolate(text, params);
}

/**
 * A stored bilingual field in the request language: `localized(row, lang, 'name')` reads
 * `nameEs` for Spanish and `nameEn` otherwise.
 */
export function localized<F extends string>(
  row: { readonly [K in `${F}En` | `${F}Es`]: string },
  lang: Language,
  field: F,
): string {
  return lang === 'es' ? row[`${field}Es`] : row[`${field}En`];
}

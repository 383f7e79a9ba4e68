import type { Language } from '../constants.ts';
import { intlLocale } from '../i18n/dates.ts';
import { regionNames } from '../i18n/intl-cache.ts';
import { COUNTRY_CODES, type CountryCode } from './countries.ts';
import { foldText } from './name.ts';

// Places of the club's data, named in the reader's language (a module of its own: the server
// uses it, and the web's start-up does not load it).

let countryOfName: Map<string, CountryCode> | undefined;

/** The code of a country named in English or Mexican Spanish ("Mexico", "México"), any case. */
export function countryNamed(name: string): CountryCode | undefined {
  if (!countryOfName) {
    const names = new Map<string, CountryCode>();
    for (const locale of ['en-US', 'es-MX']) {
      const display = new Intl.DisplayNames([locale], { type: 'region' });
      for (const code of COUNTRY_CODES) {
        const named = display.of(code);
        if (named && named !== code) names.set(foldText(named), code);
      }
    }
    countryOfName = names;
  }
  return countryOfName.get(foldText(name));
}

/**
 * A place the club wrote as "Region, Country" ("Quintana Roo, Mexico"), with the country named in
 * the member's language ("Quintana Roo, México"): club data is not translated, but a country
 * name is known in both languages. Text that does not end in a country stays as it is.
 */
export function placeInLanguage(place: string, language: Language): string {
  const comma = place.lastIndexOf(',');
  const last = place.slice(comma + 1).trim();
  const code = countryNamed(last);
  if (!code) return place;
  const name = regionNames(intlLocale(language)).of(code) ?? last;
  return comma < 0 ? name : `${place.slice(0, comma).trimEnd()}, ${name}`;
}

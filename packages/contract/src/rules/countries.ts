import type { Language } from '../constants.ts';
import { intlLocale } from '../i18n/dates.ts';
import { foldText } from './name.ts';

/**
 * ISO 3166-1 alpha-2: the 249 officially assigned codes (spec §3: 249 countries per language).
 * Names are not stored here: clients show them with Intl.DisplayNames in the member's language.
 */
export const COUNTRY_CODES = [
  'AD',
  'AE',
  'AF',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AQ',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BT',
  'BV',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FK',
  'FM',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GS',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HM',
  'HN',
  'HR',
  'HT',
  'HU',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IO',
  'IQ',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JO',
  'JP',
  'KE',
  'KG',
  'KH',
  'KI',
  'KM',
  'KN',
  'KP',
  'KR',
  'KW',
  'KY',
  'KZ',
  'LA',
  'LB',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MH',
  'MK',
  'ML',
  'MM',
  'MN',
  'MO',
  'MP',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NU',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PF',
  'PG',
  'PH',
  'PK',
  'PL',
  'PM',
  'PN',
  'PR',
  'PS',
  'PT',
  'PW',
  'PY',
  'QA',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SB',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SY',
  'SZ',
  'TC',
  'TD',
  'TF',
  'TG',
  'TH',
  'TJ',
  'TK',
  'TL',
  'TM',
  'TN',
  'TO',
  'TR',
  'TT',
  'TV',
  'TW',
  'TZ',
  'UA',
  'UG',
  'UM',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'WS',
  'YE',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const COUNTRY_CODE_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** Exact, upper-case match: callers normalise first (the register schema upper-cases). */
export function isCountryCode(code: unknown): code is CountryCode {
  return typeof code === 'string' && COUNTRY_CODE_SET.has(code);
}

/** The club's members live mostly in these: they lead every country list. */
export const FIRST_COUNTRIES = ['MX', 'US', 'CA'] as const satisfies readonly CountryCode[];

/**
 * Every country with its name in the locale (es-mx names México, Estados Unidos, Canadá):
 * the first countries in their order, then the rest as that locale sorts them.
 */
export function countryOptions(locale: string): { code: CountryCode; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const named = (code: CountryCode) => ({ code, name: names.of(code) ?? code });
  const first: ReadonlySet<string> = new Set(FIRST_COUNTRIES);
  const rest = COUNTRY_CODES.filter((code) => !first.has(code))
    .map(named)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...FIRST_COUNTRIES.map(named), ...rest];
}

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
  const name = new Intl.DisplayNames([intlLocale(language)], { type: 'region' }).of(code) ?? last;
  return comma < 0 ? name : `${place.slice(0, comma).trimEnd()}, ${name}`;
}

import type { Language } from '../constants.ts';

export type StateRow = readonly [code: string, en: string, es: string];

/** Spec §3: the 13 provinces and territories of Canada. */
export const CA: readonly StateRow[] = [
  ['AB', 'Alberta', 'Alberta'],
  ['BC', 'British Columbia', 'Columbia Británica'],
  ['MB', 'Manitoba', 'Manitoba'],
  ['NB', 'New Brunswick', 'Nuevo Brunswick'],
  ['NL', 'Newfoundland and Labrador', 'Terranova y Labrador'],
  ['NS', 'Nova Scotia', 'Nueva Escocia'],
  ['NT', 'Northwest Territories', 'Territorios del Noroeste'],
  ['NU', 'Nunavut', 'Nunavut'],
  ['ON', 'Ontario', 'Ontario'],
  ['PE', 'Prince Edward Island', 'Isla del Príncipe Eduardo'],
  ['QC', 'Quebec', 'Quebec'],
  ['SK', 'Saskatchewan', 'Saskatchewan'],
  ['YT', 'Yukon', 'Yukón'],
];

/**
 * Spec §3: 62 states and territories of the United States: the 50 states, the District of
 * Columbia, the 5 inhabited territories, the 3 freely associated states and the 3 armed forces
 * codes, as the US postal service lists them.
 */
export const US: readonly StateRow[] = [
  ['AL', 'Alabama', 'Alabama'],
  ['AK', 'Alaska', 'Alaska'],
  ['AZ', 'Arizona', 'Arizona'],
  ['AR', 'Arkansas', 'Arkansas'],
  ['CA', 'California', 'California'],
  ['CO', 'Colorado', 'Colorado'],
  ['CT', 'Connecticut', 'Connecticut'],
  ['DE', 'Delaware', 'Delaware'],
  ['DC', 'District of Columbia', 'Distrito de Columbia'],
  ['FL', 'Florida', 'Florida'],
  ['GA', 'Georgia', 'Georgia'],
  ['HI', 'Hawaii', 'Hawái'],
  ['ID', 'Idaho', 'Idaho'],
  ['IL', 'Illinois', 'Illinois'],
  ['IN', 'Indiana', 'Indiana'],
  ['IA', 'Iowa', 'Iowa'],
  ['KS', 'Kansas', 'Kansas'],
  ['KY', 'Kentucky', 'Kentucky'],
  ['LA', 'Louisiana', 'Luisiana'],
  ['ME', 'Maine', 'Maine'],
  ['MD', 'Maryland', 'Maryland'],
  ['MA', 'Massachusetts', 'Massachusetts'],
  ['MI', 'Michigan', 'Míchigan'],
  ['MN', 'Minnesota', 'Minnesota'],
  ['MS', 'Mississippi', 'Misisipi'],
  ['MO', 'Missouri', 'Misuri'],
  ['MT', 'Montana', 'Montana'],
  ['NE', 'Nebraska', 'Nebraska'],
  ['NV', 'Nevada', 'Nevada'],
  ['NH', 'New Hampshire', 'Nuevo Hampshire'],
  ['NJ', 'New Jersey', 'Nueva Jersey'],
  ['NM', 'New Mexico', 'Nuevo México'],
  ['NY', 'New York', 'Nueva York'],
  ['NC', 'North Carolina', 'Carolina del Norte'],
  ['ND', 'North Dakota', 'Dakota del Norte'],
  ['OH', 'Ohio', 'Ohio'],
  ['OK', 'Oklahoma', 'Oklahoma'],
  ['OR', 'Oregon', 'Oregón'],
  ['PA', 'Pennsylvania', 'Pensilvania'],
  ['RI', 'Rhode Island', 'Rhode Island'],
  ['SC', 'South Carolina', 'Carolina del Sur'],
  ['SD', 'South Dakota', 'Dakota del Sur'],
  ['TN', 'Tennessee', 'Tennessee'],
  ['TX', 'Texas', 'Texas'],
  ['UT', 'Utah', 'Utah'],
  ['VT', 'Vermont', 'Vermont'],
  ['VA', 'Virginia', 'Virginia'],
  ['WA', 'Washington', 'Washington'],
  ['WV', 'West Virginia', 'Virginia Occidental'],
  ['WI', 'Wisconsin', 'Wisconsin'],
  ['WY', 'Wyoming', 'Wyoming'],
  ['AS', 'American Samoa', 'Samoa Americana'],
  ['GU', 'Guam', 'Guam'],
  ['MP', 'Northern Mariana Islands', 'Islas Marianas del Norte'],
  ['PR', 'Puerto Rico', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands', 'Islas Vírgenes de los Estados Unidos'],
  ['FM', 'Federated States of Micronesia', 'Estados Federados de Micronesia'],
  ['MH', 'Marshall Islands', 'Islas Marshall'],
  ['PW', 'Palau', 'Palaos'],
  ['AA', 'Armed Forces Americas', 'Fuerzas Armadas de las Américas'],
  ['AE', 'Armed Forces Europe', 'Fuerzas Armadas de Europa'],
  ['AP', 'Armed Forces Pacific', 'Fuerzas Armadas del Pacífico'],
];

const STATES: Readonly<Record<string, readonly StateRow[]>> = { CA, US };

/** Countries whose state is chosen from a list (spec §3); elsewhere the state is free text. */
export const COUNTRIES_WITH_STATE_LIST = ['CA', 'US'] as const;

export function hasStateList(country: string | null | undefined): boolean {
  return country === 'CA' || country === 'US';
}

/** The state options of a country in the language, in the list's order; empty for free text. */
export function stateOptions(
  country: string | null | undefined,
  language: Language,
): { code: string; name: string }[] {
  return (STATES[country ?? ''] ?? []).map(([code, en, es]) => ({
    code,
    name: language === 'es' ? es : en,
  }));
}

/** A state code of the country's list (callers check `hasStateList` first). */
export function isStateOf(country: string, code: string): boolean {
  return (STATES[country] ?? []).some(([value]) => value === code);
}

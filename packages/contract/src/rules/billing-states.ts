import type { Language } from '../constants.ts';
import { foldText } from './name.ts';
import { CA, type StateRow, US } from './states.ts';

/**
 * A card's billing state (PAYMENTS.md "Field limits"): a module of its own so that Mexico's list
 * loads with the payment screens, not with every screen that has an address.
 */

/**
 * The 32 federal entities of Mexico by their ISO 3166-2:MX codes (three letters, `ROO` for
 * Quintana Roo), in the order of their Spanish names. The card provider takes the billing state
 * as this code, not as a name (PAYMENTS.md "Field limits", issue 19 #18).
 */
const MX: readonly StateRow[] = [
  ['AGU', 'Aguascalientes', 'Aguascalientes'],
  ['BCN', 'Baja California', 'Baja California'],
  ['BCS', 'Baja California Sur', 'Baja California Sur'],
  ['CAM', 'Campeche', 'Campeche'],
  ['CHP', 'Chiapas', 'Chiapas'],
  ['CHH', 'Chihuahua', 'Chihuahua'],
  ['CMX', 'Mexico City', 'Ciudad de México'],
  ['COA', 'Coahuila', 'Coahuila'],
  ['COL', 'Colima', 'Colima'],
  ['DUR', 'Durango', 'Durango'],
  ['GUA', 'Guanajuato', 'Guanajuato'],
  ['GRO', 'Guerrero', 'Guerrero'],
  ['HID', 'Hidalgo', 'Hidalgo'],
  ['JAL', 'Jalisco', 'Jalisco'],
  ['MEX', 'State of Mexico', 'Estado de México'],
  ['MIC', 'Michoacán', 'Michoacán'],
  ['MOR', 'Morelos', 'Morelos'],
  ['NAY', 'Nayarit', 'Nayarit'],
  ['NLE', 'Nuevo León', 'Nuevo León'],
  ['OAX', 'Oaxaca', 'Oaxaca'],
  ['PUE', 'Puebla', 'Puebla'],
  ['QUE', 'Querétaro', 'Querétaro'],
  ['ROO', 'Quintana Roo', 'Quintana Roo'],
  ['SLP', 'San Luis Potosí', 'San Luis Potosí'],
  ['SIN', 'Sinaloa', 'Sinaloa'],
  ['SON', 'Sonora', 'Sonora'],
  ['TAB', 'Tabasco', 'Tabasco'],
  ['TAM', 'Tamaulipas', 'Tamaulipas'],
  ['TLA', 'Tlaxcala', 'Tlaxcala'],
  ['VER', 'Veracruz', 'Veracruz'],
  ['YUC', 'Yucatán', 'Yucatán'],
  ['ZAC', 'Zacatecas', 'Zacatecas'],
];

/** The card provider's billing state is a code for Mexico too (PAYMENTS.md "Field limits"). */
const BILLING_STATES: Readonly<Record<string, readonly StateRow[]>> = { CA, MX, US };

/**
 * The billing address of a card (PAYMENTS.md "Field limits"): the provider takes the state as an
 * ISO 3166-2 code in the US, Canada and Mexico, so those three choose from a list; the profile's
 * address keeps spec §3's lists (US and Canada) above.
 */
export const COUNTRIES_WITH_BILLING_STATE_LIST = ['CA', 'MX', 'US'] as const;

export function hasBillingStateList(country: string | null | undefined): boolean {
  return country === 'CA' || country === 'MX' || country === 'US';
}

/** The billing state options of a country in the language, sorted by name; empty for free text. */
export function billingStateOptions(
  country: string | null | undefined,
  language: Language,
): { code: string; name: string }[] {
  const options = (BILLING_STATES[country ?? ''] ?? []).map(([code, en, es]) => ({
    code,
    name: language === 'es' ? es : en,
  }));
  // Mexico's English names ("Mexico City", "State of Mexico") do not follow the Spanish order.
  if (country === 'MX') {
    const collator = new Intl.Collator(language);
    options.sort((a, b) => collator.compare(a.name, b.name));
  }
  return options;
}

/** A billing state code of the country's list (callers check `hasBillingStateList` first). */
export function isBillingStateOf(country: string, code: string): boolean {
  return (BILLING_STATES[country] ?? []).some(([value]) => value === code);
}

/**
 * Other names Mexicans write for a state (abbreviations, the full official names), for
 * `billingStateCode`: a profile saying "CDMX" or "Q. Roo" starts the billing form on its state.
 */
const MX_ALIASES: Readonly<Record<string, readonly string[]>> = {
  BCN: ['BC'],
  CMX: ['CDMX', 'DF', 'Distrito Federal', 'Mexico City'],
  COA: ['Coahuila de Zaragoza', 'Coah'],
  MEX: ['Edomex', 'Estado de Mexico', 'Edo. Mex.', 'Mexico'],
  MIC: ['Michoacán de Ocampo', 'Mich'],
  NLE: ['NL'],
  QUE: ['Qro'],
  ROO: ['Q. Roo', 'QRoo'],
  VER: ['Veracruz de Ignacio de la Llave', 'Ver'],
};

/**
 * The billing state code a typed state stands for in a country with a list ("Quintana Roo",
 * "quintana roo", "Q. Roo" or "ROO" -> "ROO"), by code, English or Spanish name, or a common
 * Mexican abbreviation; '' when none matches (the member chooses). For a billing form that starts
 * from a free-text profile state.
 */
export function billingStateCode(
  country: string | null | undefined,
  text: string | null | undefined,
): string {
  const fold = (value: string) => foldText(value).replace(/[.\s]/g, '');
  const wanted = fold(text ?? '');
  if (!wanted) return '';
  const row = (BILLING_STATES[country ?? ''] ?? []).find(([code, en, es]) =>
    [code, en, es, ...(country === 'MX' ? (MX_ALIASES[code] ?? []) : [])].some(
      (name) => fold(name) === wanted,
    ),
  );
  return row?.[0] ?? '';
}

import { foldText } from '../rules/name.ts';

/** Destinations with an illustration; a hotel name is matched to the first keyword it contains. */
export const DESTINATION_KEYWORDS = [
  'jungala',
  'joya',
  'acapulco',
  'los cabos',
  'mazatlan',
  'nuevo vallarta',
  'puerto penasco',
  'puerto vallarta',
  'riviera maya',
] as const;
export type DestinationKeyword = (typeof DESTINATION_KEYWORDS)[number];

export function destinationOf(hotelName: string): DestinationKeyword | null {
  const name = foldText(hotelName);
  return DESTINATION_KEYWORDS.find((keyword) => name.includes(keyword)) ?? null;
}

export const RESORT_FAMILIES = [
  'The Estates',
  'Grand Luxxe',
  'The Grand Bliss',
  'The Grand Mayan',
  'Sea Garden',
  'Mayan Palace',
] as const;
export type ResortFamily = (typeof RESORT_FAMILIES)[number];

const squash = (value: string) => foldText(value).replace(/\s+/g, '');

/** Spec: match by lower-cased name without spaces, first match wins, default Grand Luxxe. */
export function resortFamilyOf(resortName: string | null | undefined): ResortFamily {
  const name = squash(resortName ?? '');
  return RESORT_FAMILIES.find((family) => name.includes(squash(family))) ?? 'Grand Luxxe';
}

import type * as core from 'zod/v4/core';
import { emailField, nameField } from '../../fields.ts';
import { MAX_TRAVELERS } from '../constants.ts';

export type TravelerAge = 'adult' | 'child';

export interface TravelerRow {
  age: TravelerAge;
  first_name: string;
  last_name: string;
  email: string;
  /** Not saved yet (spec §4): the form shows it open. */
  isNew: boolean;
  /** Open for editing. */
  isShown: boolean;
}

export const blankTraveler = (): TravelerRow => ({
  age: 'adult',
  first_name: '',
  last_name: '',
  email: '',
  isNew: true,
  isShown: true,
});

/** Spec §4: the form starts with (guests minus one) blank adult rows, all new. */
export function initialTravelers(guests: number): TravelerRow[] {
  return Array.from({ length: Math.max(0, Math.min(MAX_TRAVELERS, guests - 1)) }, blankTraveler);
}

/**
 * Spec §4: adding is allowed while there are at most 7 travellers before adding (8 at most), and
 * (issue 20 #17) while one more still fits the unit with the primary traveller.
 */
export const canAddTraveler = (count: number, maxGuests: number = MAX_TRAVELERS + 1) =>
  count <= MAX_TRAVELERS - 1 && partySize(0, count + 1) <= maxGuests;

/** The additional travellers a unit takes beside the primary traveller (spec §9: 8 at most). */
export const travelerLimit = (maxGuests: number) =>
  Math.max(0, Math.min(MAX_TRAVELERS, maxGuests - 1));

/**
 * The people a request brings (issue 20 #17): the primary traveller and the additional ones, or
 * the guests chosen if they are more (the travellers' details may come later).
 */
export const partySize = (guests: number, travelers: number) => Math.max(guests, 1 + travelers);

export type PartyProblem = 'too_many_guests_for_unit' | 'party_too_large_for_unit';

/**
 * A unit sleeps at most its `maxGuests` (unit types' occupancy): neither the guests chosen nor
 * the party sent may be more. The request form, the summary and the route apply this one rule.
 */
export function partyProblems(
  stay: { guests: number; travelers: number },
  maxGuests: number,
): Partial<Record<'guests' | 'travelers', PartyProblem>> {
  const problems: Partial<Record<'guests' | 'travelers', PartyProblem>> = {};
  if (stay.guests > maxGuests) problems.guests = 'too_many_guests_for_unit';
  if (partySize(0, stay.travelers) > maxGuests) problems.travelers = 'party_too_large_for_unit';
  return problems;
}

export type TravelerField = 'first_name' | 'last_name' | 'email';

const firstIssue = (result: core.util.SafeParseResult<unknown>) =>
  result.success ? undefined : result.error.issues[0]?.message;

/**
 * Spec §4: an adult needs first name, last name and a valid e-mail; a child, the names. The names
 * follow the contract's name rule (a real name, not HTML or digits, 128 characters at most), the
 * same the route applies, so the summary flags the row before anything is sent (issue 20 #18).
 * Each field's first problem, as a validation key.
 */
export function travelerProblems(
  traveler: Pick<TravelerRow, 'age' | 'first_name' | 'last_name' | 'email'>,
): Partial<Record<TravelerField, string>> {
  const problems: Partial<Record<TravelerField, string>> = {};
  for (const field of ['first_name', 'last_name'] as const) {
    const problem = firstIssue(nameField.safeParse(traveler[field]));
    if (problem) problems[field] = problem;
  }
  if (traveler.age === 'adult') {
    const problem = firstIssue(emailField.safeParse(traveler.email));
    if (problem) problems.email = problem;
  }
  return problems;
}

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

/** Spec §4: adding is allowed while there are at most 7 travellers before adding (8 at most). */
export const canAddTraveler = (count: number) => count <= MAX_TRAVELERS - 1;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type TravelerProblem = 'required' | 'email_format';

/** Spec §4: an adult needs first name, last name and a valid e-mail; a child, the names. */
export function travelerProblems(
  traveler: Pick<TravelerRow, 'age' | 'first_name' | 'last_name' | 'email'>,
): Partial<Record<'first_name' | 'last_name' | 'email', TravelerProblem>> {
  const problems: Partial<Record<'first_name' | 'last_name' | 'email', TravelerProblem>> = {};
  if (!traveler.first_name.trim()) problems.first_name = 'required';
  if (!traveler.last_name.trim()) problems.last_name = 'required';
  if (traveler.age === 'adult') {
    if (!traveler.email.trim()) problems.email = 'required';
    else if (!emailPattern.test(traveler.email.trim())) problems.email = 'email_format';
  }
  return problems;
}

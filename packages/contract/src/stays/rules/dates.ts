import { clubToday } from '../../rules/club-date.ts';

export const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export type StayDateProblem = 'date_in_past' | 'departure_before_arrival';

/**
 * Spec §5: the arrival is not in the past and the departure is not before the arrival (nor in
 * the past), both counted in the club's days: a request typed at 11 pm in Cancún for tomorrow is
 * fine although it is already tomorrow in UTC.
 */
export function stayDateProblems(
  stay: { arriving: string; departing: string },
  now: Date,
): Partial<Record<'arriving' | 'departing', StayDateProblem>> {
  const today = clubToday(now);
  const problems: Partial<Record<'arriving' | 'departing', StayDateProblem>> = {};
  if (stay.arriving && stay.arriving < today) problems.arriving = 'date_in_past';
  if (stay.departing && stay.departing < today) problems.departing = 'date_in_past';
  else if (stay.arriving && stay.departing && stay.departing < stay.arriving)
    problems.departing = 'departure_before_arrival';
  return problems;
}

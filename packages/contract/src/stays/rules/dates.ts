import { clubToday } from '../../rules/club-date.ts';

/**
 * Years a stay date may have: nothing the club booked or will book lies outside them, and the
 * database refuses some dates a calendar check alone would let through (year 0000).
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (29 February in leap years).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A real calendar day written YYYY-MM-DD: 2027-02-30, 2027-04-31 and 0000-01-01 are not (they
 * passed a Date.parse check and failed in the database with a 500; issue 20 #3).
 */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return Boolean(match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])));
}

/**
 * Month names as the spec's client writes them, English and Spanish, full or abbreviated (with
 * or without the period), accents folded: "Jan", "January", "ene", "enero", "sept", "setiembre".
 */
const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['jan', 'january', 'ene', 'enero'],
    ['feb', 'february', 'febrero'],
    ['mar', 'march', 'marzo'],
    ['apr', 'april', 'abr', 'abril'],
    ['may', 'mayo'],
    ['jun', 'june', 'junio'],
    ['jul', 'july', 'julio'],
    ['aug', 'august', 'ago', 'agosto'],
    ['sep', 'sept', 'september', 'septiembre', 'set', 'setiembre'],
    ['oct', 'october', 'octubre'],
    ['nov', 'november', 'noviembre'],
    ['dec', 'december', 'dic', 'diciembre'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);

/** "Jan 5, 2024", "January 5 2024", "ene 5, 2027" (month first). */
const MONTH_FIRST = /^([a-z]+)\.? (\d{1,2}),? (\d{4})$/;
/** "5 Jan 2024", "05 ene. 2027", "5 de enero de 2027" (day first, spec §5's 'dd MMM yyyy'). */
const DAY_FIRST = /^(\d{1,2}) (?:de )?([a-z]+)\.?,? (?:de |del )?(\d{4})$/;

/**
 * A stay date as a member or a client may write it, to YYYY-MM-DD, or null when it is not a real
 * day. Spec §3 sends add_reservation_to_profile's check_in_date as "text like 'Jan 5, 2024'";
 * our own forms send YYYY-MM-DD. Both languages' month names are read, in any case and with or
 * without accents, since the spec's client writes them in the member's language.
 */
export function parseStayDate(text: string): string | null {
  const value = text.trim();
  if (isIsoDate(value)) return value;
  const folded = value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
  const monthFirst = MONTH_FIRST.exec(folded);
  const dayFirst = monthFirst ? null : DAY_FIRST.exec(folded);
  const [monthName, day, year] = monthFirst
    ? [monthFirst[1], monthFirst[2], monthFirst[3]]
    : dayFirst
      ? [dayFirst[2], dayFirst[1], dayFirst[3]]
      : [];
  const month = monthName === undefined ? undefined : MONTHS[monthName];
  if (month === undefined || !day || !year) return null;
  const [y, d] = [Number(year), Number(day)];
  return isCalendarDay(y, month, d) ? `${y}-${pad(month)}-${pad(d)}` : null;
}

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

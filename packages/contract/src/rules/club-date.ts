import { dateTimeFormat } from '../i18n/intl-cache.ts';

/**
 * The club's calendar: its resorts and Member Care keep Cancún's time (UTC-5, no daylight saving).
 * "Today" is the club's today everywhere, for stays and for money alike (issue 19 #13): an
 * installment due on the 25th is due from midnight in Cancún, not at 19:00 the day before.
 */
export const CLUB_TIME_ZONE = 'America/Cancun';

/** The calendar date (YYYY-MM-DD) it is in the club's time zone at `now`. */
export function clubToday(now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    timeZone: CLUB_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A day in milliseconds (the club keeps no daylight saving). */
export const DAY_MS = 86_400_000;

/** The club's calendar date (YYYY-MM-DD) `days` after its today at `now` (before it if negative). */
export function clubDay(days: number, now = new Date()): string {
  const today = new Date(`${clubToday(now)}T00:00:00Z`);
  return new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

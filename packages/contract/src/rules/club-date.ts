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

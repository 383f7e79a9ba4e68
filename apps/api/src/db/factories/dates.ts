import { dateTimeFormat } from '@mp/contract/i18n/intl-cache';
import { CLUB_TIME_ZONE } from '@mp/contract/rules/club-date';

/**
 * Calendar helpers of the seeds and tests. Dates are computed in UTC, so one seed gives the same
 * dates on any server. A day counted from today for the payment and stay rules is the club's
 * (`clubDay` of the contract's club calendar: its today is a day behind UTC every evening).
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `YYYY-MM-DD` of a moment (a `date` column). */
export function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function parseDate(value: string): Date {
  return new Date(`${value}T00:00:00Z`);
}

export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Keeps the day of the month, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
    ),
  );
}

export function withTime(date: Date, hour: number, minute: number): Date {
  return new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, minute),
  );
}

/**
 * The moment whose UTC reading is the club's wall clock at `now` (Cancún: five hours earlier).
 * The demo seed counts its dates from it, so "due today" and "overdue" follow the club's calendar,
 * which the payment rules use, also in the evening when UTC is a day ahead. Never later than `now`.
 */
export function clubWallClock(now: Date): Date {
  const parts = dateTimeFormat('en-CA', {
    timeZone: CLUB_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return new Date(
    Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
      now.getUTCMilliseconds(),
    ),
  );
}

import { randomBytes, randomInt } from 'node:crypto';
import {
  addDays,
  addMonths,
  DAY_MS,
  dateOnly,
  HOUR_MS,
  MINUTE_MS,
  parseDate,
  withTime,
} from '../../factories/dates.ts';
import { type Currency, DECLINED, type DueRow, type OrderPlan, PAID, SETTLED } from './types.ts';

// ====================================================================== builders

export const MXN = 1;
export const USD = 2;

/** Monthly installments on `schedule`'s day of the month, `months` relative to it. */
export function installments(
  schedule: Date,
  installment: number,
  months: number[],
  options: { lateFee: number; today: Date; unavailableFrom: number },
): DueRow[] {
  const today = dateOnly(options.today);
  return months.map((month) => {
    const dueDate = dateOnly(addMonths(schedule, month));
    return {
      paymentType: 'monthly',
      amountDue: money(installment),
      invoiceAmount: money(installment),
      // Only installments already past their date carry a late fee.
      lateFee: money(dueDate < today ? options.lateFee : 0),
      dueDate,
      availableForPayment: month < options.unavailableFrom,
    };
  });
}

/**
 * One paid order per past installment, on its due date. A declined month gets a declined
 * attempt followed by a successful one the next day, as a member would retry.
 */
export function monthlyHistory(options: {
  now: Date;
  schedule: Date;
  installment: number;
  currency: Currency;
  fromMonth: number;
  toMonth: number;
  /** Months whose installment rows are kept as due items paid by their order. */
  settledMonths: number[];
  declinedMonths: number[];
  declineMessage: string;
  card: (month: number, when: Date) => { cardToken: string | null; lastFour: string };
}): OrderPlan[] {
  const result: OrderPlan[] = [];
  for (let month = options.fromMonth; month <= options.toMonth; month++) {
    const dueDate = addMonths(options.schedule, month);
    let paidAt = withTime(dueDate, 16 + (Math.abs(month) % 6), (month * 17) % 60);
    if (options.declinedMonths.includes(month)) {
      result.push({
        paymentType: 'monthly',
        monthlyType: 'monthly',
        amount: options.installment,
        currency: options.currency,
        status: DECLINED,
        at: paidAt,
        ...options.card(month, paidAt),
        declineMessage: options.declineMessage,
        settles: [],
      });
      paidAt = new Date(paidAt.getTime() + DAY_MS + 2 * HOUR_MS);
    }
    const ageDays = (options.now.getTime() - paidAt.getTime()) / DAY_MS;
    result.push({
      paymentType: 'monthly',
      monthlyType: 'monthly',
      amount: options.installment,
      currency: options.currency,
      // Recent payments are still waiting for settlement with the bank.
      status: ageDays < 45 ? PAID : SETTLED,
      at: paidAt,
      ...options.card(month, paidAt),
      settles: options.settledMonths.includes(month)
        ? [
            {
              paymentType: 'monthly',
              amountDue: money(options.installment),
              invoiceAmount: money(options.installment),
              dueDate: dateOnly(dueDate),
            },
          ]
        : [],
    });
  }
  return result;
}

export function reservation(now: Date, arrivingInDays: number, nights: number) {
  return { arrivingDate: dateOnly(addDays(now, arrivingInDays)), nights };
}

/** Stays are booked a few months ahead, and never after today. */
export function bookedAt(now: Date, arrivingDate: string): Date {
  const booked = addDays(parseDate(arrivingDate), -90);
  return booked.getTime() < now.getTime() ? withTime(booked, 17, 0) : at(now, -14, 17);
}

// ====================================================================== small helpers
// (calendar and list helpers are the factories' own: db/factories)

export function money(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** A moment `days` from now at the given UTC time, never later than now. */
export function at(now: Date, days: number, hour: number, minute = 0): Date {
  const moment = withTime(addDays(now, days), hour, minute);
  return moment.getTime() > now.getTime() ? new Date(now.getTime() - 5 * MINUTE_MS) : moment;
}

/** `delay` after `moment`, but never in the future. */
export function laterOf(moment: Date, now: Date, delay: number): Date {
  return new Date(Math.min(moment.getTime() + delay, now.getTime()));
}

export function longDate(date: Date | string, language: 'en' | 'es'): string {
  const value = typeof date === 'string' ? parseDate(date) : date;
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(value);
}

export function monthName(date: Date, language: 'en' | 'es'): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-MX' : 'en-US', {
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
}

export function cardToken(): string {
  return `sbx_tok_${randomBytes(16).toString('hex')}`;
}

export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInt(10));
  return digits;
}

export function mustGet<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: nothing found for ${String(key)}`);
  return value;
}

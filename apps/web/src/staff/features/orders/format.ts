import { intlLocale } from '@mp/contract/i18n/dates';
import { type Currency, formatMoney, parseCents } from '@mp/contract/money/money';
import { CLUB_TIME_ZONE } from '@mp/contract/rules/club-date';

/** An instant as the club reads it: "Nov 27, 2026, 9:35 AM" in the club's time zone. */
export function when(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language === 'es' ? 'es' : 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: CLUB_TIME_ZONE,
  }).format(new Date(iso));
}

/** A wire amount (a number with two decimals) in its currency, through the one money type. */
export function money(amount: number, currency: Currency, language: string): string {
  const cents = parseCents(amount);
  return cents === null ? '-' : formatMoney(cents, currency, language === 'es' ? 'es' : 'en');
}

/** A day (YYYY-MM-DD) as the club reads it. */
export function day(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language === 'es' ? 'es' : 'en'), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

import { intlLocale } from '@mp/contract/i18n/dates';

/**
 * A day (YYYY-MM-DD) in full with its weekday and year, for a date field's hint: the portal's
 * date field shows 'dd MMM' on a phone, which is ambiguous across New Year for the staff.
 */
export function fullDay(iso: unknown, language: string): string | undefined {
  if (typeof iso !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  return new Intl.DateTimeFormat(intlLocale(language === 'es' ? 'es' : 'en'), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

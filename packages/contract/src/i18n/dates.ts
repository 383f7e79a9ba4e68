import type { Language } from '../constants.ts';
import { dateTimeFormat } from './intl-cache.ts';

/** The Intl locale of a language: dates and numbers as a member in Mexico or the US reads them. */
export const intlLocale = (language: Language) => (language === 'es' ? 'es-MX' : 'en-US');

/** Spec §9 'DD MMM YYYY' in the language: "05 Nov 2026", "05 nov 2026". */
export function formatDayMonthYear(date: Date, language: Language): string {
  const parts = dateTimeFormat(intlLocale(language), {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value.replace(/\.$/, '') ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

/** A moment in full for a tooltip or a conversation: "November 5, 2026 at 3:20 PM". */
export function formatDateTime(date: Date, language: Language): string {
  return dateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(date);
}

/** Spec §5 date pickers on phones and tablets, 'dd MMM': "05 Nov", "05 nov". */
export function formatDayMonth(date: Date, language: Language): string {
  return formatDayMonthYear(date, language).split(' ').slice(0, 2).join(' ');
}

/** A day in running text, as a letter writes it: "5 de enero de 2027", "January 5, 2027". */
export function formatLongDate(date: Date, language: Language): string {
  return dateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date);
}

/** A month's name in running text: "enero", "January". */
export function formatMonthName(date: Date, language: Language): string {
  return dateTimeFormat(intlLocale(language), { month: 'long' }).format(date);
}

import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatLongDate, formatMonthName } from './dates.ts';

describe("formatDayMonthYear (spec §9 'DD MMM YYYY')", () => {
  it('writes day, short month and year in the language', () => {
    const date = new Date(2026, 10, 5, 12);
    expect(formatDayMonthYear(date, 'en')).toBe('05 Nov 2026');
    expect(formatDayMonthYear(date, 'es')).toBe('05 nov 2026');
  });
});

describe('dates in running text (docs/spanish.md, "Dates")', () => {
  it('writes a day and a month as a letter does', () => {
    const date = new Date(2027, 0, 5, 12);
    expect(formatLongDate(date, 'es')).toBe('5 de enero de 2027');
    expect(formatLongDate(date, 'en')).toBe('January 5, 2027');
    expect(formatMonthName(date, 'es')).toBe('enero');
    expect(formatMonthName(date, 'en')).toBe('January');
  });
});

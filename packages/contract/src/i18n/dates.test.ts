import { describe, expect, it } from 'vitest';
import { formatDayMonthYear } from './dates.ts';

describe("formatDayMonthYear (spec §9 'DD MMM YYYY')", () => {
  it('writes day, short month and year in the language', () => {
    const date = new Date(2026, 10, 5, 12);
    expect(formatDayMonthYear(date, 'en')).toBe('05 Nov 2026');
    expect(formatDayMonthYear(date, 'es')).toBe('05 nov 2026');
  });
});

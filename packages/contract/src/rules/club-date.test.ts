import { describe, expect, it } from 'vitest';
import { clubDay, clubToday } from './club-date.ts';

// 21:00 on 27 November in Cancún (UTC-5), already the 28th in UTC.
const EVENING = new Date('2026-11-28T02:00:00Z');

describe('the club’s calendar', () => {
  it('is a day behind UTC from 19:00 in Cancún', () => {
    expect(clubToday(EVENING)).toBe('2026-11-27');
    expect(clubToday(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-28');
  });

  it('counts days from the club’s today, across months and years', () => {
    expect(clubDay(0, EVENING)).toBe('2026-11-27');
    expect(clubDay(-30, EVENING)).toBe('2026-10-28');
    expect(clubDay(35, EVENING)).toBe('2027-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { clubToday } from '../../rules/club-date.ts';
import { MAX_TRAVELERS } from '../constants.ts';
import { addReservationBodySchema } from '../schemas.ts';
import { isIsoDate, parseStayDate, stayDateProblems } from './dates.ts';
import { groupReservations, placeholderTiles } from './reservations.ts';
import {
  canAddTraveler,
  initialTravelers,
  partyProblems,
  partySize,
  travelerLimit,
  travelerProblems,
} from './travelers.ts';

describe('stay dates (spec §5), in the club’s days', () => {
  // 23:30 in Cancún (UTC-5) on 22 November is already 23 November in UTC.
  const lateInCancun = new Date('2026-11-23T04:30:00Z');

  it('counts today in Cancún, not in UTC', () => {
    expect(clubToday(lateInCancun)).toBe('2026-11-22');
    expect(
      stayDateProblems({ arriving: '2026-11-22', departing: '2026-11-25' }, lateInCancun),
    ).toEqual({});
    expect(
      stayDateProblems({ arriving: '2026-11-21', departing: '2026-11-25' }, lateInCancun),
    ).toEqual({
      arriving: 'date_in_past',
    });
  });

  it('refuses a departure before the arrival, or in the past; the same day is not before', () => {
    const now = new Date('2026-11-22T15:00:00Z');
    expect(stayDateProblems({ arriving: '2026-12-10', departing: '2026-12-09' }, now)).toEqual({
      departing: 'departure_before_arrival',
    });
    expect(stayDateProblems({ arriving: '2026-12-10', departing: '2026-12-10' }, now)).toEqual({});
    expect(stayDateProblems({ arriving: '2026-11-01', departing: '2026-11-05' }, now)).toEqual({
      arriving: 'date_in_past',
      departing: 'date_in_past',
    });
  });
});

describe('stay dates as written (spec §3 check_in_date, issue 20 #2 and #3)', () => {
  it('reads the spec’s "Jan 5, 2024" in English and Spanish month names, full or short', () => {
    for (const text of [
      'Jan 5, 2024',
      'jan 5 2024',
      'Jan. 5, 2024',
      'January 5, 2024',
      'JANUARY 05, 2024',
      '5 Jan 2024',
      '05 January 2024',
      'ene 5, 2024',
      '5 ene 2024',
      '5 ene. 2024',
      'Enero 5, 2024',
      '5 de enero de 2024',
      '  5   ene  2024 ',
    ]) {
      expect(parseStayDate(text), text).toBe('2024-01-05');
    }
    expect(parseStayDate('Sept 30, 2027')).toBe('2027-09-30');
    expect(parseStayDate('30 sep 2027')).toBe('2027-09-30');
    expect(parseStayDate('1 ago 2027')).toBe('2027-08-01');
    expect(parseStayDate('dic 24, 2027')).toBe('2027-12-24');
    expect(parseStayDate('24 diciembre 2027')).toBe('2027-12-24');
    expect(parseStayDate('abr 2, 2027')).toBe('2027-04-02');
    expect(parseStayDate('Feb 29, 2028')).toBe('2028-02-29');
  });

  it('keeps YYYY-MM-DD as it is', () => {
    expect(parseStayDate('2027-01-05')).toBe('2027-01-05');
    expect(parseStayDate(' 2027-01-05 ')).toBe('2027-01-05');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    for (const text of [
      '2027-02-30',
      '2027-04-31',
      '0000-01-01',
      '2027-13-01',
      '2027-00-10',
      '2027-1-5',
      'Feb 29, 2027',
      'Apr 31, 2027',
      'Jan 0, 2027',
      'Foo 5, 2027',
      '5 enero',
      'tomorrow',
      '05/01/2027',
      '',
    ]) {
      expect(parseStayDate(text), text).toBeNull();
    }
    expect(isIsoDate('2027-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-02-30')).toBe(false);
    expect(isIsoDate('2027-04-31')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
  });

  it('is the one rule of the add-reservation form and route: the body’s date leaves as YYYY-MM-DD', () => {
    const body = {
      property: '3',
      confirmation_number: '40821736',
      traveler_last_name: 'Smith',
    };
    const parsed = addReservationBodySchema.safeParse({ ...body, check_in_date: 'ene 5, 2027' });
    expect(parsed.success && parsed.data.check_in_date).toBe('2027-01-05');
    const impossible = addReservationBodySchema.safeParse({ ...body, check_in_date: '2027-02-30' });
    expect(impossible.error?.issues).toEqual([
      expect.objectContaining({ path: ['check_in_date'], message: 'date_invalid' }),
    ]);
  });
});

describe('reservation grouping (spec §4)', () => {
  const r = (reservation_status: number, arriving_date: string) => ({
    reservation_status,
    arriving_date,
  });
  it('puts 5 in canceled only, leaves 9 out of upcoming and past, splits on today', () => {
    const today = '2026-11-22';
    const list = [
      r(2, '2026-12-01'),
      r(1, '2026-11-22'),
      r(3, '2026-06-01'),
      r(5, '2026-12-20'),
      r(9, '2026-12-24'),
      r(7, '2025-01-10'),
    ];
    const groups = groupReservations(list, today);
    expect(groups.upcoming.map((x) => x.arriving_date)).toEqual(['2026-11-22', '2026-12-01']);
    expect(groups.past.map((x) => x.arriving_date)).toEqual(['2026-06-01', '2025-01-10']);
    expect(groups.canceled.map((x) => x.arriving_date)).toEqual(['2026-12-20']);
  });

  it('pads the last row to 2 columns from 500 to 959 px and 3 above 959', () => {
    expect(placeholderTiles(3, 375)).toBe(0);
    expect(placeholderTiles(3, 500)).toBe(1);
    expect(placeholderTiles(4, 959)).toBe(0);
    expect(placeholderTiles(4, 960)).toBe(2);
    expect(placeholderTiles(6, 1334)).toBe(0);
    expect(placeholderTiles(0, 1334)).toBe(0);
  });
});

describe('travellers (spec §4)', () => {
  it('starts with guests minus one blank adult rows, all new', () => {
    expect(initialTravelers(1)).toEqual([]);
    const rows = initialTravelers(3);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.age === 'adult' && row.isNew && row.first_name === '')).toBe(
      true,
    );
    expect(initialTravelers(20)).toHaveLength(MAX_TRAVELERS);
  });

  it('adds while there are at most 7 before adding (8 at most)', () => {
    expect(canAddTraveler(7)).toBe(true);
    expect(canAddTraveler(8)).toBe(false);
  });

  it('needs names and a valid e-mail for an adult, names for a child under 12', () => {
    expect(
      travelerProblems({ age: 'adult', first_name: 'Emily', last_name: 'Smith', email: '' }),
    ).toEqual({
      email: 'required',
    });
    expect(
      travelerProblems({ age: 'adult', first_name: 'Emily', last_name: 'Smith', email: 'emily@x' }),
    ).toEqual({ email: 'email_format' });
    expect(
      travelerProblems({ age: 'child', first_name: 'Jacob', last_name: '', email: '' }),
    ).toEqual({
      last_name: 'required',
    });
    expect(
      travelerProblems({ age: 'adult', first_name: 'E', last_name: 'S', email: 'e@example.com' }),
    ).toEqual({});
  });
});

describe('the party and the unit (issue 20 #17)', () => {
  it('counts the primary traveller and the additional ones, or the guests chosen if more', () => {
    expect(partySize(2, 8)).toBe(9);
    expect(partySize(4, 1)).toBe(4);
    expect(partySize(1, 0)).toBe(1);
  });

  it('refuses a Studio for 2 with 9 travellers, and more guests than the unit sleeps', () => {
    expect(partyProblems({ guests: 2, travelers: 8 }, 2)).toEqual({
      travelers: 'party_too_large_for_unit',
    });
    expect(partyProblems({ guests: 3, travelers: 0 }, 2)).toEqual({
      guests: 'too_many_guests_for_unit',
    });
    expect(partyProblems({ guests: 2, travelers: 1 }, 2)).toEqual({});
    expect(partyProblems({ guests: 4, travelers: 3 }, 4)).toEqual({});
  });

  it('adds a traveller only while one more fits the unit, 8 at most', () => {
    expect(canAddTraveler(0, 2)).toBe(true);
    expect(canAddTraveler(1, 2)).toBe(false);
    expect(canAddTraveler(3, 4)).toBe(false);
    expect(canAddTraveler(7, 12)).toBe(true);
    expect(canAddTraveler(8, 12)).toBe(false);
    expect(travelerLimit(2)).toBe(1);
    expect(travelerLimit(12)).toBe(8);
  });
});

describe('traveller names (issue 20 #18): the contract’s name rule on each row', () => {
  const adult = { age: 'adult' as const, email: 'e@example.com' };
  it('refuses HTML, digits and names longer than 128 characters', () => {
    expect(travelerProblems({ ...adult, first_name: '<b>Jacob</b>', last_name: 'Smith' })).toEqual({
      first_name: 'name_invalid',
    });
    expect(travelerProblems({ ...adult, first_name: 'Jacob', last_name: 'Smith 2' })).toEqual({
      last_name: 'name_invalid',
    });
    expect(travelerProblems({ ...adult, first_name: 'A'.repeat(200), last_name: 'Smith' })).toEqual(
      { first_name: 'text_max' },
    );
    expect(
      travelerProblems({ ...adult, first_name: 'Ma. José', last_name: "O'Brien-Núñez" }),
    ).toEqual({});
  });
});

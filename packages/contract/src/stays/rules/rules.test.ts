import { describe, expect, it } from 'vitest';
import { MAX_TRAVELERS } from '../constants.ts';
import { clubToday } from '../../rules/club-date.ts';
import { stayDateProblems } from './dates.ts';
import { groupReservations, placeholderTiles } from './reservations.ts';
import { canAddTraveler, initialTravelers, travelerProblems } from './travelers.ts';

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

import { clubDay } from '@mp/contract/rules/club-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReservation } from '../../src/db/factories/stays.ts';
import { hotels, unitTypes } from '../../src/db/schema/club.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

/** What the spec's own client sends, and what members type (issue 20 #2, #3, #17, #18, #19). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '20' });
  await seedReferenceContent(t.database.db);
});
afterAll(() => t.close());

const HOTEL = 'The Grand Mayan Riviera Maya';

async function hotelAndUnits(name = HOTEL) {
  const [hotel] = await t.database.db.select().from(hotels).where(eq(hotels.name, name));
  if (!hotel) throw new Error('no hotel');
  const units = await t.database.db.select().from(unitTypes).where(eq(unitTypes.hotelId, hotel.id));
  return { hotel, units };
}

async function member(overrides: { languageId?: string } = {}) {
  const user = await createMember(t, overrides);
  return { user, token: (await tokenFor(t, user.email)).access_token };
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const MONTHS_ES = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sep',
  'oct',
  'nov',
  'dic',
];
/** "Jan 5, 2024" (spec §3) and the Spanish "5 ene 2024" of an ISO date. */
const specDate = (iso: string, lang: 'en' | 'es' = 'en') => {
  const [year, month, dayOfMonth] = iso.split('-').map(Number) as [number, number, number];
  return lang === 'en'
    ? `${MONTHS_EN[month - 1]} ${dayOfMonth}, ${year}`
    : `${dayOfMonth} ${MONTHS_ES[month - 1]} ${year}`;
};

const addToProfile = (token: string, payload: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
  t.request({ method: 'POST', url: '/api/v1/add_reservation_to_profile', token, lang, payload });

const requestReservation = (
  token: string,
  payload: Record<string, unknown>,
  lang: 'en' | 'es' = 'en',
) => t.request({ method: 'POST', url: '/api/v1/reservation_requested', token, lang, payload });

async function requestBody(extra: Record<string, unknown> = {}) {
  const { hotel, units } = await hotelAndUnits();
  const unit = units.find((u) => u.maxGuests === 4);
  if (!unit) throw new Error('no unit for 4');
  return {
    is_member: true,
    destination: hotel.id,
    arriving_date: clubDay(30),
    departing_date: clubDay(35),
    guests: 2,
    unit_type: unit.id,
    travelers: [
      { age: 'adult', first_name: 'Emily', last_name: 'Smith', email: 'emily@example.com' },
    ],
    ...extra,
  };
}

describe('add_reservation_to_profile: the spec’s check_in_date (issue 20 #2)', () => {
  it('finds the reservation by "Jan 5, 2024" text, by its Spanish form and by YYYY-MM-DD', async () => {
    const { hotel } = await hotelAndUnits();
    for (const [lang, format] of [
      ['en', (iso: string) => specDate(iso, 'en')],
      ['es', (iso: string) => specDate(iso, 'es')],
      ['en', (iso: string) => iso],
    ] as const) {
      const booking = await insertReservation(t.database.db, {
        userId: null,
        hotel: HOTEL,
        arrivingInDays: 40,
        leadLastName: 'García',
      });
      const m = await member();
      const response = await addToProfile(
        m.token,
        {
          property: hotel.id,
          confirmation_number: booking.reservationNumber,
          check_in_date: format(booking.arrivingDate),
          traveler_last_name: 'García',
        },
        lang,
      );
      expect(response.statusCode, `${format(booking.arrivingDate)}: ${response.body}`).toBe(201);
      expect(response.json().data.data).toMatchObject({
        reservation_number: booking.reservationNumber,
        arriving_date: booking.arrivingDate,
      });
    }
  });

  it('answers 200 not found for a well-written date that matches nothing', async () => {
    const { hotel } = await hotelAndUnits();
    const m = await member();
    const response = await addToProfile(m.token, {
      property: hotel.id,
      confirmation_number: '40000001',
      check_in_date: 'Jan 5, 2024',
      traveler_last_name: 'Smith',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.data).toBeNull();
  });
});

describe('impossible dates are the field’s 400, never a 500 (issue 20 #3)', () => {
  const IMPOSSIBLE = ['2027-02-30', '2027-04-31', '0000-01-01', 'Feb 30, 2027', '31 abr 2027'];

  it('on add_reservation_to_profile', async () => {
    const { hotel } = await hotelAndUnits();
    const m = await member();
    for (const date of IMPOSSIBLE) {
      const response = await addToProfile(m.token, {
        property: hotel.id,
        confirmation_number: '40000002',
        check_in_date: date,
        traveler_last_name: 'Smith',
      });
      expect(response.statusCode, `${date}: ${response.body}`).toBe(400);
      expect(response.json().errors).toEqual({ check_in_date: ['Choose a date.'] });
    }
  });

  it('on reservation_requested, for the arrival and the departure', async () => {
    const m = await member();
    for (const date of IMPOSSIBLE.slice(0, 3)) {
      const arriving = await requestReservation(
        m.token,
        await requestBody({ arriving_date: date }),
      );
      expect(arriving.statusCode, `${date}: ${arriving.body}`).toBe(400);
      expect(arriving.json().errors).toEqual({ arriving_date: ['Choose a date.'] });
      const departing = await requestReservation(
        m.token,
        await requestBody({ departing_date: date }),
        'es',
      );
      expect(departing.statusCode, `${date}: ${departing.body}`).toBe(400);
      expect(departing.json().errors).toEqual({ departing_date: ['Elige una fecha.'] });
    }
  });
});

describe('the party fits the unit (issue 20 #17)', () => {
  const traveler = (n: number) => ({
    age: 'adult',
    first_name: 'Emily',
    last_name: 'Smith',
    email: `emily${n}@example.com`,
  });

  it('refuses a Studio for 2 with 9 travellers, and a party one more than the unit sleeps', async () => {
    const { units } = await hotelAndUnits();
    const studio = units.find((u) => u.nameEn === 'Studio');
    const forFour = units.find((u) => u.maxGuests === 4);
    if (!studio || !forFour) throw new Error('no studio');
    expect(studio.maxGuests).toBe(2);
    const m = await member();
    const nine = await requestReservation(
      m.token,
      await requestBody({
        unit_type: studio.id,
        guests: 2,
        travelers: [1, 2, 3, 4, 5, 6, 7, 8].map(traveler),
      }),
    );
    expect(nine.statusCode, nine.body).toBe(400);
    expect(nine.json().errors).toEqual({
      travelers: [
        'Your party is larger than this unit type sleeps: choose a larger unit or fewer travelers.',
      ],
    });
    const five = await requestReservation(
      m.token,
      await requestBody({
        unit_type: forFour.id,
        guests: 4,
        travelers: [1, 2, 3, 4].map(traveler),
      }),
      'es',
    );
    expect(five.statusCode, five.body).toBe(400);
    expect(five.json().errors).toEqual({
      travelers: [
        'Tu grupo es mayor de lo que admite este tipo de unidad: elige una unidad más grande o menos acompañantes.',
      ],
    });
    const tooManyGuests = await requestReservation(
      m.token,
      await requestBody({ unit_type: studio.id, guests: 3, travelers: [] }),
    );
    expect(tooManyGuests.json().errors).toEqual({
      guests: ['This unit type does not sleep that many guests.'],
    });
  });

  it('takes a party that fills the unit exactly', async () => {
    const { units } = await hotelAndUnits();
    const forFour = units.find((u) => u.maxGuests === 4);
    const m = await member();
    const four = await requestReservation(
      m.token,
      await requestBody({ unit_type: forFour?.id, guests: 4, travelers: [1, 2, 3].map(traveler) }),
    );
    expect(four.statusCode, four.body).toBe(201);
    expect(four.json().data.data).toMatchObject({ number_of_adults: 4, number_of_children: 0 });
  });
});

describe('traveller names (issue 20 #18)', () => {
  it('names the row and the field of each traveller the contract refuses', async () => {
    const m = await member();
    const response = await requestReservation(
      m.token,
      await requestBody({
        guests: 4,
        travelers: [
          { age: 'adult', first_name: 'Emily', last_name: 'Smith', email: 'emily@example.com' },
          { age: 'child', first_name: '<b>Jacob</b>', last_name: 'Smith' },
          { age: 'adult', first_name: 'Ana', last_name: 'A'.repeat(200), email: 'ana@example.com' },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({
      'travelers.1.first_name': ['Please enter a valid name.'],
      'travelers.2.last_name': ['Use at most 128 characters.'],
    });
    const digits = await requestReservation(
      m.token,
      await requestBody({
        travelers: [{ age: 'child', first_name: 'Jacob', last_name: 'Smith 2' }],
      }),
      'es',
    );
    expect(digits.json().errors).toEqual({
      'travelers.0.last_name': [expect.stringMatching(/nombre válido/)],
    });
  });
});

import { clubDay } from '@mp/contract/rules/club-date';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReservation } from '../../src/db/factories/stays.ts';
import { emailOutbox } from '../../src/db/schema/access.ts';
import { hotels, reservationRequests, unitTypes } from '../../src/db/schema/club.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { createMember, createTestApp, mailTo, type TestApp, tokenFor } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '20' });
  await seedReferenceContent(t.database.db);
});
afterAll(() => t.close());

const HOTEL = 'The Grand Bliss Nuevo Vallarta';
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

describe('POST /api/v1/reservation_requested', () => {
  async function request(
    token: string,
    payload: Record<string, unknown>,
    lang: 'en' | 'es' = 'en',
  ) {
    return t.request({
      method: 'POST',
      url: '/api/v1/reservation_requested',
      token,
      lang,
      payload,
    });
  }
  async function body(extra: Record<string, unknown> = {}) {
    const { hotel, units } = await hotelAndUnits();
    const unit = units.find((u) => u.maxGuests >= 4) ?? units[0];
    return {
      is_member: true,
      add_transportation: true,
      flexible_dates: true,
      flexible_destinations: false,
      destination: hotel.id,
      arriving_date: clubDay(30),
      departing_date: clubDay(35),
      guests: 3,
      promo_code: 'SUMMER-26',
      unit_type: unit?.id,
      travelers: [
        { age: 'adult', first_name: 'Emily', last_name: 'Smith', email: 'emily@example.com' },
        { age: 'child', first_name: 'Jacob', last_name: 'Smith' },
      ],
      ...extra,
    };
  }

  it('stores the request with its travellers as a requested reservation and acknowledges it by e-mail', async () => {
    const m = await member({ languageId: 'es' });
    const response = await request(m.token, await body(), 'es');
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data.data;
    expect(created).toMatchObject({
      reservation_status: 1,
      hotel: HOTEL,
      arriving_date: clubDay(30),
      departing_date: clubDay(35),
      number_of_adults: 2,
      number_of_children: 1,
      guest: `${m.user.firstName} ${m.user.lastName}`,
    });
    expect(created.reservation_number).toMatch(/^REQ-[0-9A-F]{8}$/);
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/all',
      token: m.token,
    });
    expect(
      list.json().data.map((r: { reservation_number: string }) => r.reservation_number),
    ).toEqual([created.reservation_number]);
    const [stored] = await t.database.db
      .select()
      .from(reservationRequests)
      .where(eq(reservationRequests.userId, m.user.id));
    expect(stored).toMatchObject({
      isMember: true,
      promoCode: 'SUMMER-26',
      addTransportation: true,
      flexibleDestinations: false,
    });
    expect(stored?.travelers).toEqual([
      { age: 'adult', first_name: 'Emily', last_name: 'Smith', email: 'emily@example.com' },
      { age: 'child', first_name: 'Jacob', last_name: 'Smith' },
    ]);
    const [mail] = await mailTo(t, m.user.email);
    expect(mail?.subject).toBe(`Recibimos tu solicitud de reservación en ${HOTEL}`);
    expect(mail?.text).toContain(created.reservation_number);
    expect(mail?.text).toContain('24 horas');
    expect(mail?.text).toContain('Atención a Socios: 800 123 4567, de lunes a viernes');
    // Written as a person would (Spanish review M13): the dates in prose, the count in words.
    expect(mail?.text).toMatch(
      /del \d{1,2}( de [a-z]+( de \d{4})?)? al \d{1,2} de [a-z]+ de \d{4}: \d+ huéspedes? en una unidad /,
    );
    expect(mail?.text).not.toMatch(/\((es|s)\)/);
  });

  it('refuses past dates, a departure before the arrival, a unit of another hotel and too many guests', async () => {
    const m = await member();
    const errorsOf = async (extra: Record<string, unknown>) => {
      const response = await request(m.token, await body(extra));
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors;
    };
    expect(await errorsOf({ arriving_date: clubDay(-1) })).toMatchObject({
      arriving_date: ['Choose a date from today on.'],
    });
    expect(await errorsOf({ departing_date: clubDay(29) })).toMatchObject({
      departing_date: ['The departure cannot be before the arrival.'],
    });
    const other = await hotelAndUnits('Sea Garden Puerto Vallarta');
    expect(await errorsOf({ unit_type: other.units[0]?.id })).toMatchObject({
      unit_type: [expect.stringContaining('not available')],
    });
    const { units } = await hotelAndUnits();
    const studio = units.find((u) => u.maxGuests === 2);
    if (studio) {
      expect(await errorsOf({ unit_type: studio.id, guests: 4 })).toMatchObject({
        guests: [expect.stringContaining('does not sleep')],
      });
    }
    const nine = Array.from({ length: 9 }, () => ({
      age: 'child',
      first_name: 'A',
      last_name: 'B',
    }));
    expect(await errorsOf({ travelers: nine })).toMatchObject({ travelers: [expect.any(String)] });
    expect(
      await errorsOf({
        travelers: [{ age: 'adult', first_name: 'Emily', last_name: 'Smith', email: '' }],
      }),
    ).toMatchObject({ 'travelers.0.email': ['This field is required.'] });
    // A non-member gives their own contact details.
    expect(await errorsOf({ is_member: false })).toMatchObject({
      first_name: expect.any(Array),
      email: expect.any(Array),
      phone: expect.any(Array),
      country: expect.any(Array),
    });
    // Today in the club's time zone is not the past, whatever the hour in UTC.
    const today = await request(
      m.token,
      await body({ arriving_date: clubDay(0), departing_date: clubDay(2) }),
    );
    expect(today.statusCode, today.body).toBe(201);
  });

  it('takes a non-member traveller’s own details, and needs a session', async () => {
    const m = await member();
    const response = await request(
      m.token,
      await body({
        is_member: false,
        first_name: 'Lucía',
        last_name: 'Hernández',
        email: 'lucia@example.com',
        phone: '+52 998 123 4567',
        country: 'MX',
        travelers: [],
        guests: 1,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.data.guest).toBe('Lucía Hernández');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v1/reservation_requested',
      payload: await body(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/v1/add_reservation_to_profile and GET /api/v1/user_reservations/all', () => {
  const add = (token: string, payload: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
    t.request({ method: 'POST', url: '/api/v1/add_reservation_to_profile', token, lang, payload });

  it('attaches a matching reservation (201); a wrong last name or another member’s is 200 not found', async () => {
    const { hotel } = await hotelAndUnits();
    const booking = await insertReservation(t.database.db, {
      userId: null,
      hotel: HOTEL,
      arrivingInDays: 40,
      leadLastName: 'García',
    });
    const m = await member();
    const details = {
      property: hotel.id,
      confirmation_number: booking.reservationNumber,
      check_in_date: booking.arrivingDate,
      traveler_last_name: 'garcia',
    };
    const wrong = await add(m.token, { ...details, traveler_last_name: 'Smith' }, 'es');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json().data).toEqual({
      data: null,
      message: 'No encontramos una reservación con estos datos. Revísalos e inténtalo de nuevo.',
    });
    const found = await add(m.token, details);
    expect(found.statusCode).toBe(201);
    expect(found.json().data.data).toMatchObject({
      reservation_number: booking.reservationNumber,
      hotel: HOTEL,
      number_of_adults: 2,
    });
    expect((await add(m.token, details)).statusCode).toBe(201);
    // Now it is this member's: another member with the same details learns nothing.
    const other = await member();
    const taken = await add(other.token, details);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data.data).toBeNull();
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/all',
      token: m.token,
    });
    expect(list.json().data).toHaveLength(1);
    // One group at a time, by the same rule as the client's.
    const upcoming = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/upcoming',
      token: m.token,
    });
    expect(upcoming.json().data).toHaveLength(1);
    const past = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/past',
      token: m.token,
    });
    expect(past.json().data).toEqual([]);
    const otherList = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/all',
      token: other.token,
    });
    expect(otherList.json().data).toEqual([]);
    expect((await add(m.token, { ...details, check_in_date: 'tomorrow' })).statusCode).toBe(400);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/user_reservations/someday', token: m.token }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/v1/send_reservation_confirmation', () => {
  it('e-mails the confirmation in the member’s language with a calendar file a parser reads', async () => {
    const m = await member({ languageId: 'es' });
    const booking = await insertReservation(t.database.db, {
      userId: m.user.id,
      hotel: HOTEL,
      arrivingInDays: 20,
      nights: 4,
      children: 1,
    });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/send_reservation_confirmation',
      token: m.token,
      lang: 'en',
      payload: { reservation_number: booking.reservationNumber },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.message).toBe(
      'We emailed you the confirmation with a calendar file.',
    );
    await t.background.idle();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, m.user.email));
    expect(mail?.subject).toBe(`Tu reservación ${booking.reservationNumber} en ${HOTEL}`);
    expect(mail?.text).toMatch(/\d+ adultos? y 1 menor, en una unidad /);
    expect(mail?.text).toMatch(/llegada el \d{1,2} de [a-z]+ de \d{4}/);
    expect(mail?.text).not.toMatch(/\((es|s)\)/);
    const attachment = mail?.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(attachment?.contentType).toMatch(/^text\/calendar/);
    const ics = Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString('utf8');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component,
    );
    expect(event.startDate.toString()).toBe(booking.arrivingDate);
    expect(event.endDate.toString()).toBe(booking.departingDate);
    expect(event.startDate.isDate).toBe(true);
    expect(event.summary).toBe(`Estancia en ${HOTEL}`);
    expect(event.location).toBe(HOTEL);
    expect(event.description).toContain(booking.reservationNumber);
    expect(event.description).toMatch(/ · \d+ adultos? y 1 menor$/);
    expect(event.uid).toBe(`reservation-${booking.reservationNumber}@portal.test`);
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(mail?.text).toContain('¡Te esperamos con gusto!');
  });

  it('tells a requested stay and a canceled one for what they are, in the e-mail and the calendar', async () => {
    const m = await member({ languageId: 'en' });
    const sent = async (status: number) => {
      const booking = await insertReservation(t.database.db, {
        userId: m.user.id,
        hotel: HOTEL,
        arrivingInDays: 30,
        status,
      });
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/send_reservation_confirmation',
        token: m.token,
        payload: { reservation_number: booking.reservationNumber },
      });
      expect(response.statusCode, response.body).toBe(201);
      await t.background.idle();
      const [mail] = await t.database.db
        .select()
        .from(emailOutbox)
        .where(
          eq(emailOutbox.subject, `Your reservation ${booking.reservationNumber} at ${HOTEL}`),
        );
      const attachment = mail?.attachments.find((a) => a.filename.endsWith('.ics'));
      const ics = Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString('utf8');
      const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
      return { text: mail?.text ?? '', calendarStatus: event?.getFirstPropertyValue('status') };
    };

    const requested = await sent(1);
    expect(requested.text).toContain('Status: requested.');
    expect(requested.text).toContain('This is not a confirmed booking yet');
    expect(requested.text).not.toContain('We look forward to your stay');
    expect(requested.calendarStatus).toBe('TENTATIVE');

    const canceled = await sent(5);
    expect(canceled.text).toContain('Status: canceled.');
    expect(canceled.text).toContain('marks the stay as canceled in your calendar');
    expect(canceled.text).toContain('Questions about this cancellation? Member Care: 800 123 4567');
    expect(canceled.text).not.toContain('We look forward to your stay');
    expect(canceled.calendarStatus).toBe('CANCELLED');
  });

  it('answers 404 for another member’s reservation and 400 without a number', async () => {
    const m = await member();
    const other = await member();
    const booking = await insertReservation(t.database.db, {
      userId: other.user.id,
      hotel: HOTEL,
      arrivingInDays: 10,
    });
    const send = (payload?: Record<string, unknown>) =>
      t.request({
        method: 'POST',
        url: '/api/v1/send_reservation_confirmation',
        token: m.token,
        headers: { 'content-type': 'application/json' },
        ...(payload && { payload }),
      });
    expect((await send({ reservation_number: booking.reservationNumber })).statusCode).toBe(404);
    expect((await send({ reservation_number: '' })).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(400);
  });
});

describe('guessing confirmation numbers', () => {
  it('rate-limits the lookup per address (429 with Retry-After)', async () => {
    const strict = await createTestApp({}, { database: t.database });
    try {
      const user = await createMember(strict);
      const token = (await tokenFor(strict, user.email)).access_token;
      const { hotel } = await hotelAndUnits();
      const guess = (n: number) =>
        strict.request({
          method: 'POST',
          url: '/api/v1/add_reservation_to_profile',
          token,
          payload: {
            property: hotel.id,
            confirmation_number: String(40_000_000 + n),
            check_in_date: clubDay(10),
            traveler_last_name: 'Smith',
          },
        });
      const statuses: number[] = [];
      for (let n = 0; n < 31; n++) statuses.push((await guess(n)).statusCode);
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      const refused = await guess(31);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.app.close();
    }
  });
});

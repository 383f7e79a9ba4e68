import { readFileSync } from 'node:fs';
import { clubDay } from '@mp/contract/rules/club-date';
import { and, eq, isNull, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReservation } from '../../src/db/factories/stays.ts';
import { emailOutbox } from '../../src/db/schema/access.ts';
import { hotels, reservations, unitTypes } from '../../src/db/schema/club.ts';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed/demo.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

/** Issue 20 #19 (Spanish review M9): a room is named in the screen's language, not the booking's. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '20' });
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

const HOTEL = 'The Grand Mayan Riviera Maya';

const listOf = async (token: string, lang: 'en' | 'es') =>
  (await t.request({ method: 'GET', url: '/api/v1/user_reservations/all', token, lang })).json()
    .data as { reservation_number: string; room_type: string }[];

describe('room names in the request language', () => {
  it('knows the unit type of every demo stay', async () => {
    const unknown = await t.database.db
      .select({ number: reservations.reservationNumber, room: reservations.roomType })
      .from(reservations)
      .where(isNull(reservations.unitTypeId));
    expect(unknown).toEqual([]);
  });

  it('lists a demo member’s rooms in Spanish on Spanish screens and in English on English ones', async () => {
    const token = (await tokenFor(t, 'maria@example.com', DEMO_PASSWORD)).access_token;
    const spanish = (await listOf(token, 'es')).map((r) => r.room_type);
    const english = (await listOf(token, 'en')).map((r) => r.room_type);
    expect(spanish).toContain('Estudio');
    expect(spanish).toContain('Residencia de tres recámaras');
    expect(spanish).not.toContain('Studio');
    expect(english).toContain('Studio');
    expect(english).not.toContain('Estudio');
  });

  it('names a request sent from a Spanish screen in English on an English one', async () => {
    const user = await createMember(t);
    const token = (await tokenFor(t, user.email)).access_token;
    const [hotel] = await t.database.db.select().from(hotels).where(eq(hotels.name, HOTEL));
    const [studio] = await t.database.db
      .select()
      .from(unitTypes)
      .where(and(eq(unitTypes.hotelId, hotel?.id ?? 0), eq(unitTypes.nameEn, 'Studio')));
    const sent = await t.request({
      method: 'POST',
      url: '/api/v1/reservation_requested',
      token,
      lang: 'es',
      payload: {
        is_member: true,
        destination: hotel?.id,
        arriving_date: clubDay(20),
        departing_date: clubDay(24),
        guests: 2,
        unit_type: studio?.id,
        travelers: [],
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.data.room_type).toBe('Estudio');
    expect((await listOf(token, 'en')).map((r) => r.room_type)).toEqual(['Studio']);
    expect((await listOf(token, 'es')).map((r) => r.room_type)).toEqual(['Estudio']);
  });

  it('names the room in the member’s language in the confirmation e-mail and its calendar file', async () => {
    const user = await createMember(t, { languageId: 'es' });
    const token = (await tokenFor(t, user.email)).access_token;
    const booking = await insertReservation(t.database.db, {
      userId: user.id,
      hotel: HOTEL,
      arrivingInDays: 15,
      roomType: 'Two Bedroom Master',
    });
    const sent = await t.request({
      method: 'POST',
      url: '/api/v1/send_reservation_confirmation',
      token,
      lang: 'en',
      payload: { reservation_number: booking.reservationNumber },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.background.idle();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email));
    expect(mail?.text).toContain('Master de dos recámaras');
    expect(mail?.text).not.toContain('Two Bedroom Master');
    const ics = Buffer.from(
      mail?.attachments.find((a) => a.filename.endsWith('.ics'))?.contentBase64 ?? '',
      'base64',
    ).toString('utf8');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component,
    );
    expect(event.description).toContain('Master de dos recámaras');
  });

  it('keeps a club record’s own room name when no unit type of ours matches it', async () => {
    const user = await createMember(t);
    const token = (await tokenFor(t, user.email)).access_token;
    await insertReservation(t.database.db, {
      userId: user.id,
      hotel: HOTEL,
      arrivingInDays: 30,
      roomType: 'Penthouse Ocean View',
    });
    expect((await listOf(token, 'es')).map((r) => r.room_type)).toEqual(['Penthouse Ocean View']);
  });

  it('migration 0008 finds the unit type of stays stored before it, by either name', async () => {
    const user = await createMember(t);
    const token = (await tokenFor(t, user.email)).access_token;
    const stored = await insertReservation(t.database.db, {
      userId: user.id,
      hotel: HOTEL,
      arrivingInDays: 40,
      roomType: 'Estudio',
    });
    await t.database.db
      .update(reservations)
      .set({ unitTypeId: null })
      .where(eq(reservations.id, stored.id));
    const migration = readFileSync(
      new URL('../../drizzle/0008_reservation_unit_types.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await t.database.db.execute(sql.raw(backfill));
    expect((await listOf(token, 'en')).map((r) => r.room_type)).toEqual(['Studio']);
  });
});

import { clubDay } from '@mp/contract/rules/club-date';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '../../src/db/schema/access.ts';
import { reservationRequests } from '../../src/db/schema/club.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import {
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';
import { HOTEL, hotelAndUnits, memberRequest, signedInMember } from './support.ts';

let t: TestApp;
let agent: StaffCredentials;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '50' });
  await seedReferenceContent(t.database.db);
  agent = await createStaffSession(t, 'agent');
});
afterAll(() => t.close());

async function requestIdOf(userId: number) {
  const [row] = await t.database.db
    .select()
    .from(reservationRequests)
    .where(eq(reservationRequests.userId, userId));
  if (!row) throw new Error('no request');
  return row;
}

async function mailsTo(address: string) {
  await t.background.idle();
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
}

async function threadsOf(token: string) {
  const response = await t.request({ method: 'GET', url: '/api/v1/messages', token });
  return response;
}

describe('reservation requests at the desk', () => {
  it('lists the open request with its member, stay and travellers, linked to its reservation', async () => {
    const m = await signedInMember(t);
    const created = await memberRequest(t, m.token);
    const stored = await requestIdOf(m.user.id);
    expect(stored.reservationId).toBe(created.reservation_id);

    const list = await t.request({
      method: 'GET',
      url: '/api/staff/reservation-requests?status=open',
      staff: agent,
    });
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().data.items.find((i: { id: number }) => i.id === stored.id);
    expect(item).toMatchObject({
      status: 'open',
      request_number: created.reservation_number,
      member: { id: m.user.id, email: m.user.email },
      hotel: { name: HOTEL },
      guests: 2,
      promo_code: 'SUMMER-26',
      add_transportation: true,
      flexible_destinations: false,
      travelers: [{ age: 'child', first_name: 'Jacob', last_name: 'Smith', email: null }],
      reservation: { id: created.reservation_id, reservation_status: 1 },
    });
    const hotelList = await t.request({ method: 'GET', url: '/api/staff/hotels', staff: agent });
    expect(
      hotelList.json().data.find((h: { name: string }) => h.name === HOTEL).unit_types.length,
    ).toBeGreaterThan(0);
    const one = await t.request({
      method: 'GET',
      url: `/api/staff/reservation-requests/${stored.id}`,
      staff: agent,
    });
    expect(one.json().data.id).toBe(stored.id);

    const summary = await t.request({ method: 'GET', url: '/api/staff/summary', staff: agent });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data.open_reservation_requests).toBeGreaterThanOrEqual(1);
  });

  it('confirms: the member sees it confirmed with the club number, an alert, and the e-mail with its .ics', async () => {
    const m = await signedInMember(t, { languageId: 'es' });
    const created = await memberRequest(t, m.token, 'es');
    const { id } = await requestIdOf(m.user.id);
    const { hotel, units } = await hotelAndUnits(t);
    const unit = units[units.length - 1];
    const number = `7${Date.now().toString().slice(-7)}`;
    const response = await t.request({
      method: 'POST',
      url: `/api/staff/reservation-requests/${id}/confirm`,
      staff: agent,
      payload: {
        reservation_number: number,
        hotel_id: hotel.id,
        unit_type_id: unit?.id,
        arriving_date: clubDay(31),
        departing_date: clubDay(36),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'confirmed',
      request_number: created.reservation_number,
      reservation: { reservation_number: number, reservation_status: 2 },
      decided_by: { id: agent.staffId },
    });

    const upcoming = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/upcoming',
      token: m.token,
      lang: 'es',
    });
    expect(upcoming.json().data).toEqual([
      expect.objectContaining({
        reservation_number: number,
        reservation_status: 2,
        arriving_date: clubDay(31),
        departing_date: clubDay(36),
        room_type: unit?.nameEs,
      }),
    ]);

    const mails = await mailsTo(m.user.email);
    const mail = mails.find((x) => x.subject.includes(number));
    expect(mail?.subject).toBe(`Tu reservación ${number} en ${HOTEL}`);
    const attachment = mail?.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(attachment?.contentType).toMatch(/^text\/calendar/);
    const ics = Buffer.from(attachment?.contentBase64 ?? '', 'base64').toString('utf8');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent') as ICAL.Component,
    );
    expect(event.startDate.toString()).toBe(clubDay(31));
    expect(event.endDate.toString()).toBe(clubDay(36));

    const threads = await threadsOf(m.token);
    expect(threads.statusCode, threads.body).toBe(200);
    expect(threads.body).toContain(`Reservación ${number} confirmada`);

    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.event, 'reservation_request_confirmed'), eq(auditLog.userId, m.user.id)),
      );
    expect(row).toMatchObject({ actor: 'staff', staffId: agent.staffId });
    expect(row?.requestId).toBeTruthy();

    // Decided once: a second confirm or a decline is 409.
    const again = await t.request({
      method: 'POST',
      url: `/api/staff/reservation-requests/${id}/decline`,
      staff: agent,
      payload: { template: 'no_availability' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('request_already_decided');
  });

  it('declines: canceled in my reservations, the reason in the member language in messages and e-mail', async () => {
    const m = await signedInMember(t, { languageId: 'es' });
    const created = await memberRequest(t, m.token, 'es');
    const { id } = await requestIdOf(m.user.id);
    const response = await t.request({
      method: 'POST',
      url: `/api/staff/reservation-requests/${id}/decline`,
      staff: agent,
      lang: 'en',
      payload: { template: 'no_availability', reason: 'Prueba otra semana de julio.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const reason =
      'No hay disponibilidad para el tipo de unidad y las fechas que solicitaste. Prueba otra semana de julio.';
    expect(response.json().data).toMatchObject({ status: 'declined', decline_reason: reason });

    const canceled = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/canceled',
      token: m.token,
    });
    expect(canceled.json().data).toEqual([
      expect.objectContaining({
        reservation_number: created.reservation_number,
        reservation_status: 5,
      }),
    ]);
    const threads = await threadsOf(m.token);
    expect(threads.body).toContain('Prueba otra semana de julio.');
    const mails = await mailsTo(m.user.email);
    const mail = mails.find((x) => x.subject.startsWith('Tu solicitud de reservación'));
    expect(mail?.text).toContain(reason);
    // Member Care's number from its one place (CUSTOMER_CARE), filled in.
    expect(mail?.text).toContain('llama a Atención a Socios al 800 123 4567.');
  });

  it('refuses a taken number, a unit of another hotel, wrong dates, no reason (400); unknown ids (404)', async () => {
    const m = await signedInMember(t);
    await memberRequest(t, m.token);
    const { id } = await requestIdOf(m.user.id);
    const { hotel, units } = await hotelAndUnits(t);
    const other = await hotelAndUnits(t, 'Sea Garden Puerto Vallarta');
    const taken = await memberRequest(t, (await signedInMember(t)).token);
    const base = {
      reservation_number: `8${Date.now().toString().slice(-7)}`,
      hotel_id: hotel.id,
      unit_type_id: units[0]?.id,
      arriving_date: clubDay(31),
      departing_date: clubDay(36),
    };
    const confirm = (payload: Record<string, unknown>, requestId = id) =>
      t.request({
        method: 'POST',
        url: `/api/staff/reservation-requests/${requestId}/confirm`,
        staff: agent,
        payload: { ...base, ...payload },
      });
    const numberTaken = await confirm({ reservation_number: taken.reservation_number });
    expect(numberTaken.statusCode).toBe(400);
    expect(numberTaken.json().key).toBe('reservation_number_taken');
    const wrongUnit = await confirm({ unit_type_id: other.units[0]?.id });
    expect(wrongUnit.statusCode).toBe(400);
    expect(wrongUnit.json().errors).toHaveProperty('unit_type_id');
    expect((await confirm({ departing_date: clubDay(30) })).statusCode).toBe(400);
    expect((await confirm({ arriving_date: clubDay(-3) })).statusCode).toBe(400);
    expect((await confirm({ arriving_date: '2027-02-30' })).statusCode).toBe(400);
    expect((await confirm({ reservation_number: '' })).statusCode).toBe(400);
    expect((await confirm({}, 99_999_999)).statusCode).toBe(404);
    const noReason = await t.request({
      method: 'POST',
      url: `/api/staff/reservation-requests/${id}/decline`,
      staff: agent,
      payload: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    const badTemplate = await t.request({
      method: 'POST',
      url: `/api/staff/reservation-requests/${id}/decline`,
      staff: agent,
      payload: { template: 'because' },
    });
    expect(badTemplate.statusCode).toBe(400);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/staff/reservation-requests/99999999',
      staff: agent,
    });
    expect(unknown.statusCode).toBe(404);
    const badQuery = await t.request({
      method: 'GET',
      url: '/api/staff/reservation-requests?status=maybe',
      staff: agent,
    });
    expect(badQuery.statusCode).toBe(400);
    // Still open after all the refusals.
    expect((await requestIdOf(m.user.id)).deskStatus).toBe('open');
  });

  it('refuses a member token, no session, and a change without the CSRF header', async () => {
    const m = await signedInMember(t);
    const asMember = await t.request({
      method: 'GET',
      url: '/api/staff/reservation-requests',
      token: m.token,
    });
    expect(asMember.statusCode).toBe(401);
    const none = await t.request({ method: 'GET', url: '/api/staff/summary' });
    expect(none.statusCode).toBe(401);
    const noCsrf = await t.request({
      method: 'POST',
      url: '/api/staff/reservation-requests/1/decline',
      staff: { ...agent, csrf: 'nope' },
      payload: { template: 'no_availability' },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});

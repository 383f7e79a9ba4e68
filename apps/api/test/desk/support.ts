import { clubDay } from '@mp/contract/rules/club-date';
import { eq } from 'drizzle-orm';
import { hotels, unitTypes } from '../../src/db/schema/club.ts';
import { createMember, type StaffCredentials, type TestApp, tokenFor } from '../harness.ts';

export const HOTEL = 'The Grand Bliss Nuevo Vallarta';

export async function hotelAndUnits(t: TestApp, name = HOTEL) {
  const [hotel] = await t.database.db.select().from(hotels).where(eq(hotels.name, name));
  if (!hotel) throw new Error('no hotel');
  const units = await t.database.db.select().from(unitTypes).where(eq(unitTypes.hotelId, hotel.id));
  return { hotel, units };
}

export async function signedInMember(
  t: TestApp,
  overrides: Parameters<typeof createMember>[1] = {},
) {
  const user = await createMember(t, overrides);
  return { user, token: (await tokenFor(t, user.email)).access_token };
}

/** A reservation request sent through the member's own API, as the portal sends it. */
export async function memberRequest(t: TestApp, token: string, lang: 'en' | 'es' = 'en') {
  const { hotel, units } = await hotelAndUnits(t);
  const unit = units.find((u) => u.maxGuests >= 3) ?? units[0];
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/reservation_requested',
    token,
    lang,
    payload: {
      is_member: true,
      add_transportation: true,
      flexible_dates: true,
      flexible_destinations: false,
      destination: hotel.id,
      arriving_date: clubDay(30),
      departing_date: clubDay(35),
      guests: 2,
      promo_code: 'SUMMER-26',
      unit_type: unit?.id,
      travelers: [{ age: 'child', first_name: 'Jacob', last_name: 'Smith' }],
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.data as { reservation_id: number; reservation_number: string };
}

/** A console read as a staff member: its `data`, once it answered 200 (the body shown if not). */
export async function staffData(t: TestApp, staff: StaffCredentials, url: string) {
  const response = await t.request({ method: 'GET', url, staff });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

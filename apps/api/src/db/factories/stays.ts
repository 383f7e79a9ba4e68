import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { hotels, reservations } from '../schema/club.ts';
import { addDays, dateOnly } from './dates.ts';

/**
 * A reservation of the club's records at a hotel (by name), arriving `arrivingInDays` from today
 * for `nights`; `userId` null leaves it for add-reservation-to-profile.
 */
export async function insertReservation(
  db: Database,
  values: {
    userId: number | null;
    hotel: string;
    arrivingInDays: number;
    nights?: number;
    status?: number;
    number?: string;
    leadFirstName?: string;
    leadLastName?: string;
    adults?: number;
    children?: number;
    roomType?: string;
  },
) {
  const [hotel] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(eq(hotels.name, values.hotel))
    .limit(1);
  if (!hotel) throw new Error(`no hotel named ${values.hotel}`);
  const arriving = addDays(new Date(), values.arrivingInDays);
  const leadLastName = values.leadLastName ?? 'García';
  const [row] = await db
    .insert(reservations)
    .values({
      userId: values.userId,
      reservationNumber:
        values.number ?? String(40_000_000 + Math.floor(Math.random() * 9_999_999)),
      reservationStatus: values.status ?? 2,
      hotelId: hotel.id,
      arrivingDate: dateOnly(arriving),
      departingDate: dateOnly(addDays(arriving, values.nights ?? 5)),
      numberOfAdults: values.adults ?? 2,
      numberOfChildren: values.children ?? 0,
      guest: `${values.leadFirstName ?? 'Ana'} ${leadLastName}`,
      leadLastName,
      roomType: values.roomType ?? 'One Bedroom Master',
    })
    .returning();
  if (!row) throw new Error('reservation insert returned nothing');
  return row;
}

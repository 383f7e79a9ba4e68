import type { Database } from '../client.ts';
import { addDays, dateOnly, parseDate } from '../factories/dates.ts';
import { exchangeMembershipRows } from '../factories/stays.ts';
import { exchangeMemberships, hotels, reservations, unitTypes } from '../schema/club.ts';
import { bookedAt, mustGet } from './plans/helpers.ts';
import type { MemberPlan } from './plans/types.ts';
import { unattachedReservations } from './plans/unattached.ts';

/** The stays side of the demo members: reservations (and unattached ones), exchange memberships. */
export async function seedStays(
  tx: Database,
  plans: readonly MemberPlan[],
  now: Date,
): Promise<void> {
  const hotelRows = await tx.select({ id: hotels.id, name: hotels.name }).from(hotels);
  const hotelIdByName = new Map(hotelRows.map((row) => [row.name, row.id]));
  // A stay's room is its hotel's unit type of that name: shown in the member's language.
  const unitRows = await tx
    .select({ id: unitTypes.id, hotelId: unitTypes.hotelId, nameEn: unitTypes.nameEn })
    .from(unitTypes);
  const unitIdOf = new Map(unitRows.map((row) => [`${row.hotelId} ${row.nameEn}`, row.id]));

  // ---- reservations, attached and not
  const reservationRows = [
    ...plans.flatMap((plan) =>
      plan.reservations.map((reservation) => ({ ...reservation, userId: plan.userId })),
    ),
    ...unattachedReservations(now).map((reservation) => ({ ...reservation, userId: null })),
  ].map(({ hotel, nights, ...reservation }) => ({
    ...reservation,
    hotelId: mustGet(hotelIdByName, hotel),
    unitTypeId: unitIdOf.get(`${mustGet(hotelIdByName, hotel)} ${reservation.roomType}`) ?? null,
    departingDate: dateOnly(addDays(parseDate(reservation.arrivingDate), nights)),
    createdAt: bookedAt(now, reservation.arrivingDate),
  }));
  await tx.insert(reservations).values(reservationRows);

  const exchangeRows = plans.flatMap((plan) => exchangeMembershipRows(plan.userId, plan.exchanges));
  if (exchangeRows.length > 0) await tx.insert(exchangeMemberships).values(exchangeRows);
}

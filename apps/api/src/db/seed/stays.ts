import { sql } from 'drizzle-orm';
import { loadClubRows } from '../../modules/clubdata/clubdata-service.ts';
import type { Database } from '../client.ts';
import { addDays, dateOnly, parseDate } from '../factories/dates.ts';
import { exchangeMembershipRows } from '../factories/stays.ts';
import { exchangeMemberships } from '../schema/club.ts';
import { bookedAt, mustGet } from './plans/helpers.ts';
import type { MemberPlan, ReservationPlan } from './plans/types.ts';
import { unattachedReservations } from './plans/unattached.ts';

/**
 * The stays side of the demo members: reservations (and unattached ones) through the club data
 * import's rules (they are the club's records), then exchange memberships (not one of the
 * import's kinds).
 * `memberIdOf`: each plan's account -> its club member id.
 */
export async function seedStays(
  tx: Database,
  plans: readonly MemberPlan[],
  memberIdOf: ReadonlyMap<number, number>,
  now: Date,
): Promise<void> {
  // ---- reservations, attached (by the club's member id) and not, by their numbers (issue 22)
  const stays: { reservation: ReservationPlan; memberId: number | null }[] = [
    ...plans.flatMap((plan) =>
      plan.reservations.map((reservation) => ({
        reservation,
        memberId: mustGet(memberIdOf, plan.userId),
      })),
    ),
    ...unattachedReservations(now).map((reservation) => ({ reservation, memberId: null })),
  ];
  await loadClubRows(
    tx,
    'reservations',
    stays.map(({ reservation, memberId }) => ({
      reservation_number: reservation.reservationNumber,
      member_id: memberId,
      reservation_status: reservation.reservationStatus,
      hotel: reservation.hotel,
      arriving_date: reservation.arrivingDate,
      departing_date: dateOnly(addDays(parseDate(reservation.arrivingDate), reservation.nights)),
      number_of_adults: reservation.numberOfAdults,
      number_of_children: reservation.numberOfChildren,
      guest: reservation.guest,
      lead_last_name: reservation.leadLastName,
      room_type: reservation.roomType,
    })),
  );
  // When each was booked: the club's rows do not say, and the import stamps its own time.
  const booked = stays.map(
    ({ reservation }) =>
      sql`(${reservation.reservationNumber}::text, ${bookedAt(now, reservation.arrivingDate).toISOString()}::timestamptz)`,
  );
  await tx.execute(
    sql`update reservations set created_at = v.created_at
        from (values ${sql.join(booked, sql`, `)}) as v(reservation_number, created_at)
        where reservations.reservation_number = v.reservation_number`,
  );

  const exchangeRows = plans.flatMap((plan) => exchangeMembershipRows(plan.userId, plan.exchanges));
  if (exchangeRows.length > 0) await tx.insert(exchangeMemberships).values(exchangeRows);
}

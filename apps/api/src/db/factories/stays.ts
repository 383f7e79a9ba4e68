import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  exchangeMemberships,
  hotels,
  type reservationRequests,
  reservations,
  unitTypes,
} from '../schema/club.ts';
import { addDays, dateOnly } from './dates.ts';

type ReservationInsert = typeof reservations.$inferInsert;
type RequestInsert = typeof reservationRequests.$inferInsert;
type ExchangeInsert = typeof exchangeMemberships.$inferInsert;

/**
 * A reservation of the club's records at a hotel (by id), arriving on `arriving` for `nights`,
 * without its owner: the caller sets `userId` (null leaves it for add-reservation-to-profile).
 * A confirmed stay for two by default; the caller states what matters to it.
 */
export function reservationRow(values: {
  hotelId: number;
  number: string;
  arriving: Date;
  nights?: number;
  status?: number;
  leadFirstName?: string;
  leadLastName?: string;
  adults?: number;
  children?: number;
  roomType?: string;
  /** The unit type of the catalogue the room is, when it is one (its names in both languages). */
  unitTypeId?: number | null;
  createdAt?: Date;
}): Omit<ReservationInsert, 'userId'> {
  const leadLastName = values.leadLastName ?? 'García';
  return {
    reservationNumber: values.number,
    reservationStatus: values.status ?? 2,
    hotelId: values.hotelId,
    arrivingDate: dateOnly(values.arriving),
    departingDate: dateOnly(addDays(values.arriving, values.nights ?? 5)),
    numberOfAdults: values.adults ?? 2,
    numberOfChildren: values.children ?? 0,
    guest: `${values.leadFirstName ?? 'Ana'} ${leadLastName}`,
    leadLastName,
    roomType: values.roomType ?? 'One Bedroom Master',
    ...(values.unitTypeId && { unitTypeId: values.unitTypeId }),
    ...(values.createdAt && { createdAt: values.createdAt }),
  };
}

/**
 * The full request a member sent (request-reservation flow), kept beside the requested
 * reservation (status 1) it created; the caller sets `userId`. A member's own request, flexible
 * on dates and destinations, by default.
 */
export function reservationRequestRow(
  values: Pick<
    RequestInsert,
    'firstName' | 'lastName' | 'email' | 'destination' | 'arrivingDate' | 'departingDate'
  > &
    Partial<Omit<RequestInsert, 'userId'>>,
): Omit<RequestInsert, 'userId'> {
  return {
    isMember: true,
    guests: 2,
    addTransportation: false,
    flexibleDates: true,
    flexibleDestinations: true,
    travelers: [],
    ...values,
  };
}

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
  const { userId, hotel: _name, arrivingInDays, number, ...rest } = values;
  // The hotel's unit type of that name, so the room shows in the member's language.
  const [unit] = await db
    .select({ id: unitTypes.id })
    .from(unitTypes)
    .where(
      and(
        eq(unitTypes.hotelId, hotel.id),
        eq(unitTypes.nameEn, values.roomType ?? 'One Bedroom Master'),
      ),
    )
    .limit(1);
  const [row] = await db
    .insert(reservations)
    .values({
      ...reservationRow({
        ...rest,
        hotelId: hotel.id,
        unitTypeId: unit?.id ?? null,
        number: number ?? String(40_000_000 + Math.floor(Math.random() * 9_999_999)),
        arriving: addDays(new Date(), arrivingInDays),
      }),
      userId,
    })
    .returning();
  if (!row) throw new Error('reservation insert returned nothing');
  return row;
}

/** The exchange companies a member belongs to (RCI, Interval...), with or without a number. */
export function exchangeMembershipRows(
  userId: number,
  memberships: readonly Omit<ExchangeInsert, 'userId'>[],
): ExchangeInsert[] {
  return memberships.map((membership) => ({ ...membership, userId }));
}

export async function insertExchangeMemberships(
  db: Database,
  userId: number,
  memberships: readonly Omit<ExchangeInsert, 'userId'>[],
) {
  return db
    .insert(exchangeMemberships)
    .values(exchangeMembershipRows(userId, memberships))
    .returning();
}

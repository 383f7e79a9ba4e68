import { and, asc, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type JsonRow, jsonObject, parseJsonColumn } from '../../db/json-object.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { users } from '../../db/schema/access.ts';
import {
  destinationHighlights,
  exchangeMemberships,
  hotels,
  reservationRequests,
  reservations,
  unitTypes,
} from '../../db/schema/club.ts';
import { selectOfLiveSession, sessionParams } from '../access/accounts-repository.ts';

/** The stays area's queries; each takes the database or a transaction. */

/** GET /exchanges in one statement with its session check (issue 23). */
const exchangesBySession = preparedPerDatabase((db) =>
  selectOfLiveSession(db, {
    types: sql<
      string[] | string
    >`coalesce((select json_agg(${exchangeMemberships.membershipType} order by ${exchangeMemberships.id}) from ${exchangeMemberships} where ${exchangeMemberships.userId} = ${users.id}), '[]'::json)`,
  }).prepare('exchanges_by_session'),
);

/** The member's exchange memberships' types, in order; undefined: no live session. */
export async function findExchangeTypesBySession(db: Database, accessTokenHash: string) {
  const [row] = await exchangesBySession(db).execute(sessionParams(accessTokenHash));
  if (!row) return undefined;
  return parseJsonColumn(row.types);
}

export function findDestinationHighlights(db: Database) {
  return (
    db
      .select()
      .from(destinationHighlights)
      // Hidden by the club's content editors (issue 22): gone for members, id kept.
      .where(eq(destinationHighlights.hidden, false))
      .orderBy(asc(destinationHighlights.sortOrder), asc(destinationHighlights.id))
  );
}

const reservationColumns = {
  id: reservations.id,
  userId: reservations.userId,
  reservationNumber: reservations.reservationNumber,
  reservationStatus: reservations.reservationStatus,
  hotel: hotels.name,
  arrivingDate: reservations.arrivingDate,
  departingDate: reservations.departingDate,
  numberOfAdults: reservations.numberOfAdults,
  numberOfChildren: reservations.numberOfChildren,
  guest: reservations.guest,
  roomType: reservations.roomType,
  // The unit type's names when the stay is in one of ours (left join: null otherwise).
  roomTypeEn: unitTypes.nameEn,
  roomTypeEs: unitTypes.nameEs,
};

const reservationsOf = (userId: SQLWrapper) =>
  sql<
    ReservationRow[] | string
  >`coalesce((select json_agg(${jsonObject(reservationColumns)} order by ${reservations.arrivingDate} desc, ${reservations.id} desc) from ${reservations} inner join ${hotels} on ${hotels.id} = ${reservations.hotelId} left join ${unitTypes} on ${unitTypes.id} = ${reservations.unitTypeId} where ${reservations.userId} = ${userId}), '[]'::json)`;

/** GET /user_reservations in one statement with its session check (issue 23). */
const reservationsBySession = preparedPerDatabase((db) =>
  selectOfLiveSession(db, { list: reservationsOf(users.id) }).prepare('reservations_by_session'),
);

/** One of the member's reservations with its hotel, as the list shows it (a new request's answer). */
export async function findReservationRow(
  db: Database,
  userId: number,
  id: number,
): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .leftJoin(unitTypes, eq(unitTypes.id, reservations.unitTypeId))
    .where(and(eq(reservations.id, id), eq(reservations.userId, userId)))
    .limit(1);
  return row;
}

/** The member's reservations with their hotel, latest arrival first; undefined: no live session. */
export async function listReservationsBySession(db: Database, accessTokenHash: string) {
  const [row] = await reservationsBySession(db).execute(sessionParams(accessTokenHash));
  return row ? parseJsonColumn(row.list) : undefined;
}

export async function findMemberReservation(db: Database, userId: number, number: string) {
  const [row] = await db
    .select(reservationColumns)
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .leftJoin(unitTypes, eq(unitTypes.id, reservations.unitTypeId))
    .where(and(eq(reservations.userId, userId), eq(reservations.reservationNumber, number)))
    .limit(1);
  return row;
}

/**
 * A reservation of the club's records by hotel, confirmation number and check-in date (one
 * indexed lookup by number); the caller compares the lead traveller's last name.
 */
export async function findReservationToAttach(
  db: Database,
  hotelId: number,
  number: string,
  checkIn: string,
) {
  const [row] = await db
    .select({ ...reservationColumns, leadLastName: reservations.leadLastName })
    .from(reservations)
    .innerJoin(hotels, eq(hotels.id, reservations.hotelId))
    .leftJoin(unitTypes, eq(unitTypes.id, reservations.unitTypeId))
    .where(
      and(
        sql`upper(${reservations.reservationNumber}) = upper(${number})`,
        eq(reservations.hotelId, hotelId),
        eq(reservations.arrivingDate, checkIn),
      ),
    )
    .limit(1);
  return row;
}

/** Attaches an unattached reservation; false when someone got it first. */
export async function attachReservation(db: Database, id: number, userId: number) {
  const rows = await db
    .update(reservations)
    .set({ userId })
    .where(and(eq(reservations.id, id), isNull(reservations.userId)))
    .returning({ id: reservations.id });
  return rows.length === 1;
}

export async function findUnitTypeAtHotel(db: Database, hotelId: number, unitTypeId: number) {
  const [row] = await db
    .select({
      hotel: hotels.name,
      nameEn: unitTypes.nameEn,
      nameEs: unitTypes.nameEs,
      maxGuests: unitTypes.maxGuests,
      unitHotelId: unitTypes.hotelId,
    })
    .from(hotels)
    .leftJoin(unitTypes, and(eq(unitTypes.id, unitTypeId), eq(unitTypes.hidden, false)))
    // A hotel or unit type the club hid cannot be requested (issue 22).
    .where(and(eq(hotels.id, hotelId), eq(hotels.hidden, false)))
    .limit(1);
  return row;
}

export async function insertReservation(db: Database, row: typeof reservations.$inferInsert) {
  const [created] = await db.insert(reservations).values(row).returning({ id: reservations.id });
  if (!created) throw new Error('reservation insert returned nothing');
  return created.id;
}

export function insertReservationRequest(
  db: Database,
  row: typeof reservationRequests.$inferInsert,
) {
  return db.insert(reservationRequests).values(row);
}

/** What the request and the confirmation e-mails need of the member. */
export async function findMemberContact(db: Database, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      languageId: users.languageId,
      vidaMemberId: users.vidaMemberId,
      mobilePhone: users.mobilePhone,
      homePhone: users.homePhone,
      country: users.country,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A reservation as the list reads it: the unit type's names are null for a stay not in ours. */
export type ReservationRow = Omit<
  JsonRow<typeof reservationColumns>,
  'roomTypeEn' | 'roomTypeEs'
> & {
  roomTypeEn: string | null;
  roomTypeEs: string | null;
};

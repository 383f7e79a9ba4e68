import { asc, eq, exists, max, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  contactReasons,
  destinationHighlights,
  faqs,
  hotels,
  reservationRequests,
  reservations,
  unitTypes,
} from '../../db/schema/club.ts';
import { contentImages } from '../../db/schema/content.ts';

/** The content area's queries (issue 22); each takes the database or a transaction. */

/** The five tables the console edits, each with an id, an order and a hidden flag. */
export const CONTENT_TABLES = {
  faqs,
  highlights: destinationHighlights,
  contact_reasons: contactReasons,
  hotels,
  unit_types: unitTypes,
} as const;
export type ContentTable = (typeof CONTENT_TABLES)[keyof typeof CONTENT_TABLES];
type Ordered = PgTable & { id: PgColumn; sortOrder: PgColumn; hidden: PgColumn };

export const listFaqs = (db: Database) =>
  db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
export const listHighlights = (db: Database) =>
  db
    .select()
    .from(destinationHighlights)
    .orderBy(asc(destinationHighlights.sortOrder), asc(destinationHighlights.id));
export const listContactReasons = (db: Database) =>
  db.select().from(contactReasons).orderBy(asc(contactReasons.sortOrder), asc(contactReasons.id));

/** Hotels with whether a reservation or a request names them (then only hidden, never gone). */
export const listHotels = (db: Database, where?: SQL) =>
  db
    .select({
      id: hotels.id,
      name: hotels.name,
      destination: hotels.destination,
      sortOrder: hotels.sortOrder,
      hidden: hotels.hidden,
      inUse: sql<boolean>`(${exists(
        db.select({ one: sql`1` }).from(reservations).where(eq(reservations.hotelId, hotels.id)),
      )} or ${exists(
        db
          .select({ one: sql`1` })
          .from(reservationRequests)
          .where(eq(reservationRequests.hotelId, hotels.id)),
      )})`,
    })
    .from(hotels)
    .where(where)
    .orderBy(asc(hotels.sortOrder), asc(hotels.id));

export const listUnitTypes = (db: Database, hotelId?: number) =>
  db
    .select()
    .from(unitTypes)
    .where(hotelId === undefined ? undefined : eq(unitTypes.hotelId, hotelId))
    .orderBy(asc(unitTypes.hotelId), asc(unitTypes.sortOrder), asc(unitTypes.id));

/** The next place at the end of a list (of a hotel's unit types, with `where`). */
export async function nextSortOrder(db: Database, table: Ordered, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ last: max(table.sortOrder) })
    .from(table)
    .where(where);
  return (Number(row?.last ?? 0) || 0) + 1;
}

/**
 * Puts `id` at `position` (1 is first, past the end is last) among the rows `where` selects, and
 * numbers that list 1, 2, 3... Locks the rows so two moves at once apply one after the other.
 * Returns false when `id` is not in the list.
 */
export async function moveTo(
  db: Database,
  table: Ordered,
  id: number,
  position: number,
  where?: SQL,
): Promise<boolean> {
  const rows = (await db
    .select({ id: table.id, sortOrder: table.sortOrder })
    .from(table)
    .where(where)
    .orderBy(asc(table.sortOrder), asc(table.id))
    .for('update')) as { id: number; sortOrder: number }[];
  const from = rows.findIndex((row) => row.id === id);
  if (from < 0) return false;
  const [moved] = rows.splice(from, 1);
  if (!moved) return false;
  rows.splice(Math.min(position - 1, rows.length), 0, moved);
  for (const [index, row] of rows.entries()) {
    if (row.sortOrder !== index + 1) {
      await db
        .update(table)
        .set({ sortOrder: index + 1 } as never)
        .where(eq(table.id, row.id));
    }
  }
  return true;
}

export async function setHidden(db: Database, table: Ordered, id: number, hidden: boolean) {
  const rows = await db
    .update(table)
    .set({ hidden } as never)
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

export const findHotel = (db: Database, id: number) =>
  db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, id));

export const findUnitType = (db: Database, id: number) =>
  db.select().from(unitTypes).where(eq(unitTypes.id, id));

// ---------------------------------------------------------------- images

export const findImage = (db: Database, key: string) =>
  db
    .select({ mediaType: contentImages.mediaType, bytes: contentImages.bytes })
    .from(contentImages)
    .where(eq(contentImages.key, key));

export const imageExists = async (db: Database, key: string) =>
  (await db.select({ id: contentImages.id }).from(contentImages).where(eq(contentImages.key, key)))
    .length > 0;

/** Stores an image once per content: the same bytes again are the same row. */
export async function insertImage(
  db: Database,
  values: { key: string; mediaType: string; bytes: Buffer; uploadedBy: number },
) {
  await db
    .insert(contentImages)
    .values({ ...values, byteSize: values.bytes.length })
    .onConflictDoNothing({ target: contentImages.key });
}

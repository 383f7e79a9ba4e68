import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { destinationHighlights, exchangeMemberships } from '../../db/schema/club.ts';

/** The stays area's queries; each takes the database or a transaction. */

export function findExchangeMemberships(db: Database, userId: number) {
  return db
    .select({ membershipType: exchangeMemberships.membershipType })
    .from(exchangeMemberships)
    .where(eq(exchangeMemberships.userId, userId))
    .orderBy(asc(exchangeMemberships.id));
}

export function findDestinationHighlights(db: Database) {
  return db
    .select()
    .from(destinationHighlights)
    .orderBy(asc(destinationHighlights.sortOrder), asc(destinationHighlights.id));
}

export async function findDestinationHighlight(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(destinationHighlights)
    .where(eq(destinationHighlights.id, id))
    .limit(1);
  return row;
}

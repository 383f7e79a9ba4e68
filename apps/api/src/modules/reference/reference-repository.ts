import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactReasons, faqs, hotels, unitTypes } from '../../db/schema/club.ts';

/** The reference lists' queries; each takes the database or a transaction. */
export function findFaqs(db: Database) {
  return db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

export function findContactReasons(db: Database) {
  return db
    .select()
    .from(contactReasons)
    .orderBy(asc(contactReasons.sortOrder), asc(contactReasons.id));
}

export function findHotels(db: Database) {
  return db.select().from(hotels).orderBy(asc(hotels.sortOrder), asc(hotels.id));
}

export function findUnitTypes(db: Database) {
  return db.select().from(unitTypes).orderBy(asc(unitTypes.id));
}

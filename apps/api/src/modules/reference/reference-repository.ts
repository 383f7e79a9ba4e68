import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { contactReasons, faqs, hotels, unitTypes } from '../../db/schema/club.ts';

/**
 * The reference lists' queries; each takes the database or a transaction. They run on most
 * signed-in pages (the FAQs ride with the profile), so they are prepared. What the club's
 * content editors hid (issue 22) is left out; unit types come all, for naming a stay's room.
 */
const faqsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(faqs)
    .where(eq(faqs.hidden, false))
    .orderBy(asc(faqs.sortOrder), asc(faqs.id))
    .prepare('faqs'),
);
export const findFaqs = (db: Database) => faqsQuery(db).execute();

const contactReasonsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(contactReasons)
    .where(eq(contactReasons.hidden, false))
    .orderBy(asc(contactReasons.sortOrder), asc(contactReasons.id))
    .prepare('contact_reasons'),
);
export const findContactReasons = (db: Database) => contactReasonsQuery(db).execute();

const hotelsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(hotels)
    .where(eq(hotels.hidden, false))
    .orderBy(asc(hotels.sortOrder), asc(hotels.id))
    .prepare('hotels'),
);
export const findHotels = (db: Database) => hotelsQuery(db).execute();

const unitTypesQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(unitTypes)
    .orderBy(asc(unitTypes.sortOrder), asc(unitTypes.id))
    .prepare('unit_types'),
);
export const findUnitTypes = (db: Database) => unitTypesQuery(db).execute();

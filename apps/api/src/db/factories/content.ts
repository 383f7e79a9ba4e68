import type { Database } from '../client.ts';
import { destinationHighlights, faqs } from '../schema/club.ts';

type FaqInsert = typeof faqs.$inferInsert;
type HighlightInsert = typeof destinationHighlights.$inferInsert;

/**
 * The club's content beside the demo's (seed/content/*): a FAQ and a destination highlight in
 * both languages, after the demo's in the lists by default; the caller states what matters to it.
 */
export async function insertFaq(db: Database, values: Partial<FaqInsert> = {}) {
  const [row] = await db
    .insert(faqs)
    .values({
      titleEn: 'A test question',
      titleEs: 'Una pregunta de prueba',
      contentEn: '<p>The answer.</p>',
      contentEs: '<p>La respuesta.</p>',
      sortOrder: 999,
      ...values,
    })
    .returning();
  if (!row) throw new Error('faq insert returned nothing');
  return row;
}

/** A highlight without a buy link ('#') by default. */
export function destinationHighlightRow(
  values: Pick<HighlightInsert, 'name'> & Partial<HighlightInsert>,
): HighlightInsert {
  return {
    location: 'Nowhere',
    descriptionEn: '<p>Calm water</p>',
    descriptionEs: '<p>Agua</p>',
    imageLocation: 'acapulco',
    readMoreLink: 'https://www.example.com/test-bay',
    sortOrder: 99,
    ...values,
  };
}

export async function insertDestinationHighlights(
  db: Database,
  values: Parameters<typeof destinationHighlightRow>[0][],
) {
  return db.insert(destinationHighlights).values(values.map(destinationHighlightRow)).returning();
}

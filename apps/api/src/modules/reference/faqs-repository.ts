import type { Language } from '@mp/contract/constants';
import type { Faq } from '@mp/contract/schemas/reference';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqs } from '../../db/schema/club.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';

/**
 * FAQs are reference content every profile carries: each instance keeps them for a minute
 * instead of reading them on every call. A change shows within FAQ_CACHE_MS everywhere.
 */
const FAQ_CACHE_MS = 60_000;
const cache = new WeakMap<Database, { at: number; rows: Promise<(typeof faqs.$inferSelect)[]> }>();

async function faqRows(db: Database) {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < FAQ_CACHE_MS) return hit.rows;
  const rows = db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  cache.set(db, { at: Date.now(), rows });
  rows.catch(() => cache.delete(db));
  return rows;
}

export async function listFaqs(db: Database, lang: Language): Promise<Faq[]> {
  return (await faqRows(db)).map((row) => ({
    id: row.id,
    title: lang === 'es' ? row.titleEs : row.titleEn,
    content: sanitizeRichText(lang === 'es' ? row.contentEs : row.contentEn),
  }));
}

import type { Language } from '@mp/contract/constants';
import type { Faq } from '@mp/contract/reference/schemas';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { faqs } from '../../db/schema/club.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';

export async function listFaqs(db: Database, lang: Language): Promise<Faq[]> {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map((row) => ({
    id: row.id,
    title: lang === 'es' ? row.titleEs : row.titleEn,
    content: sanitizeRichText(lang === 'es' ? row.contentEs : row.contentEn),
  }));
}

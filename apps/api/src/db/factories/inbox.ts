import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { messageThreads, threadNotes } from '../schema/club.ts';
import { cannedResponses } from '../schema/staff.ts';
import { insertThread } from './messages.ts';

type CannedInsert = typeof cannedResponses.$inferInsert;

/**
 * A member's support thread as the desk sees it (issue 21): `insertThread`'s thread and entries,
 * with the desk's clock set from the member's newest entry unless the caller gives
 * `lastMemberMessageAt`. By default one member message, open, unassigned.
 */
export async function insertDeskThread(db: Database, values: Parameters<typeof insertThread>[1]) {
  const { thread, entries } = await insertThread(db, {
    entries: [{ author: 'member', message: 'Could you help me with my stay?', readAt: new Date() }],
    ...values,
  });
  if (values.lastMemberMessageAt !== undefined) return { thread, entries };
  const memberTimes = entries
    .filter((entry) => entry.author === 'member')
    .map((entry) => entry.createdAt.getTime());
  if (memberTimes.length === 0) return { thread, entries };
  const lastMemberMessageAt = new Date(Math.max(...memberTimes));
  await db
    .update(messageThreads)
    .set({ lastMemberMessageAt })
    .where(eq(messageThreads.id, thread.id));
  return { thread: { ...thread, lastMemberMessageAt }, entries };
}

export function cannedResponse(values: Partial<CannedInsert> = {}): CannedInsert {
  return {
    titleEn: 'Thank you',
    titleEs: 'Gracias',
    bodyEn: 'Thank you for writing to us.',
    bodyEs: 'Gracias por escribirnos.',
    ...values,
  };
}

export async function insertCannedResponses(db: Database, values: Partial<CannedInsert>[]) {
  if (values.length === 0) return [];
  return db.insert(cannedResponses).values(values.map(cannedResponse)).returning();
}

export async function insertThreadNote(
  db: Database,
  values: Pick<typeof threadNotes.$inferInsert, 'threadId' | 'staffId' | 'note'> &
    Partial<typeof threadNotes.$inferInsert>,
) {
  const [row] = await db.insert(threadNotes).values(values).returning();
  if (!row) throw new Error('thread note not created');
  return row;
}

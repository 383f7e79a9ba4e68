import type { Database } from '../client.ts';
import { messageEntries, messageThreads } from '../schema/club.ts';

type ThreadInsert = typeof messageThreads.$inferInsert;
type EntryInsert = typeof messageEntries.$inferInsert;

/**
 * A thread of the message centre with its messages, oldest first. By default a support thread
 * with one unread club message; the caller states what matters to it (`entries: []`: a thread
 * without messages yet).
 */
export async function insertThread(
  db: Database,
  values: Pick<ThreadInsert, 'userId'> &
    Partial<ThreadInsert> & {
      entries?: (Partial<Omit<EntryInsert, 'threadId'>> & Pick<EntryInsert, 'message'>)[];
    },
) {
  const { entries = [{ author: 'club', message: '<p>Welcome to the club.</p>' }], ...thread } =
    values;
  const start = Date.now() - entries.length * 60_000;
  const at = (index: number) => new Date(start + index * 60_000);
  const [row] = await db
    .insert(messageThreads)
    .values({
      messageType: 'support',
      subject: 'Your stay',
      createdAt: at(0),
      updatedAt: at(Math.max(entries.length - 1, 0)),
      ...thread,
    })
    .returning();
  if (!row) throw new Error('thread not created');
  if (entries.length === 0) return { thread: row, entries: [] };
  const entryRows = await db
    .insert(messageEntries)
    .values(
      entries.map((entry, index) => ({
        author: 'club',
        fromName: entry.author === 'member' ? 'Test Rivera' : 'Member Care',
        toName: entry.author === 'member' ? 'Member Care' : 'Test Rivera',
        createdAt: at(index),
        ...entry,
        threadId: row.id,
      })),
    )
    .returning();
  return { thread: row, entries: entryRows };
}

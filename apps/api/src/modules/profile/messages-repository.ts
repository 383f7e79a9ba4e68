import { and, asc, desc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { messageEntries, messageThreads } from '../../db/schema/club.ts';

/** The message centre's queries; each takes the database or a transaction. */

/** Club messages of the thread the member has not read yet. */
function unreadClubEntries(db: Database) {
  return db
    .select({ one: sql`1` })
    .from(messageEntries)
    .where(
      and(
        eq(messageEntries.threadId, messageThreads.id),
        eq(messageEntries.author, 'club'),
        isNull(messageEntries.readAt),
      ),
    );
}

/** Spec §4: a thread is unread if it has unread club messages, or else if it has no read_at. */
export function threadIsUnread(db: Database) {
  return or(isNull(messageThreads.readAt), exists(unreadClubEntries(db)));
}

/**
 * The member's threads, newest activity first, each with its newest message, its number of
 * messages and the ids of its unread club messages: one query whatever the number of threads.
 * Built once per database and prepared (issue 23), for all threads and for one.
 */
const threads = (oneThread: boolean) =>
  preparedPerDatabase((db) => {
    // A query on one table renders its columns unqualified, so the correlated subqueries name
    // the outer thread in full.
    const entriesOfThread = 'from message_entries e where e.thread_id = message_threads.id';
    const latest = (column: string) =>
      sql.raw(
        `(select e.${column} ${entriesOfThread} order by e.created_at desc, e.id desc limit 1)`,
      );
    return db
      .select({
        thread: messageThreads,
        latestMessage: sql<string>`${latest('message')}`,
        latestAuthor: sql<string>`${latest('author')}`,
        latestFrom: sql<string>`${latest('from_name')}`,
        latestTo: sql<string>`${latest('to_name')}`,
        count: sql<number>`${sql.raw(`(select count(*) ${entriesOfThread})`)}`.mapWith(Number),
        unreadIds: sql<number[] | string>`${sql.raw(
          `coalesce((select json_agg(e.id order by e.id) ${entriesOfThread} and e.author = 'club' and e.read_at is null), '[]'::json)`,
        )}`,
      })
      .from(messageThreads)
      .where(
        and(
          eq(messageThreads.userId, sql.placeholder('userId')),
          oneThread ? eq(messageThreads.id, sql.placeholder('threadId')) : undefined,
        ),
      )
      .orderBy(desc(messageThreads.updatedAt), desc(messageThreads.id))
      .prepare(oneThread ? 'thread_of_member' : 'threads_of_member');
  });
const threadsOfMember = threads(false);
const threadOfMember = threads(true);

export function listThreads(db: Database, userId: number, threadId?: number) {
  return threadId === undefined
    ? threadsOfMember(db).execute({ userId })
    : threadOfMember(db).execute({ userId, threadId });
}

export type ThreadListRow = Awaited<ReturnType<typeof listThreads>>[number];

const entriesOfThread = preparedPerDatabase((db) =>
  db
    .select()
    .from(messageEntries)
    .where(eq(messageEntries.threadId, sql.placeholder('threadId')))
    .orderBy(asc(messageEntries.createdAt), asc(messageEntries.id))
    .prepare('entries_of_thread'),
);

/** A thread's messages, oldest first. */
export function listEntries(db: Database, threadId: number) {
  return entriesOfThread(db).execute({ threadId });
}

/** The member's own thread, or undefined: another member's id is not found. */
export async function findOwnThread(db: Database, userId: number, threadId: number) {
  const [thread] = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.id, threadId), eq(messageThreads.userId, userId)))
    .limit(1);
  return thread;
}

/** Marks the threads and every club message in them read. */
export async function markThreadsRead(db: Database, threadIds: number[], now: Date) {
  if (threadIds.length === 0) return;
  await db
    .update(messageThreads)
    .set({ readAt: now })
    .where(and(inArray(messageThreads.id, threadIds), isNull(messageThreads.readAt)));
  await db
    .update(messageEntries)
    .set({ readAt: now })
    .where(and(inArray(messageEntries.threadId, threadIds), isNull(messageEntries.readAt)));
}

/** Every thread of the member that is unread, as ids. */
export async function unreadThreadIds(db: Database, userId: number) {
  const rows = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.userId, userId), threadIsUnread(db)));
  return rows.map((row) => row.id);
}

/**
 * A member's message added to a thread; the thread moves to the top of the list. For the desk
 * (issue 21) it owes the member an answer again: its 24-hour clock restarts, and a thread the
 * desk closed or answered is open once more.
 */
export async function insertMemberEntry(
  db: Database,
  values: { threadId: number; fromName: string; toName: string; message: string; now: Date },
) {
  await db.insert(messageEntries).values({
    threadId: values.threadId,
    author: 'member',
    fromName: values.fromName,
    toName: values.toName,
    message: values.message,
    readAt: values.now,
    createdAt: values.now,
  });
  await db
    .update(messageThreads)
    .set({
      replied: true,
      updatedAt: values.now,
      lastMemberMessageAt: values.now,
      deskStatus: 'open',
      closedAt: null,
    })
    .where(eq(messageThreads.id, values.threadId));
}

/** A new support thread opened by the member, with its first entry. */
export async function insertContactThread(
  db: Database,
  values: {
    userId: number;
    reason: string;
    /** The form's subject; the reason when none was given. */
    subject: string;
    email: string;
    phone: string;
    needToContactMe: boolean;
    fromName: string;
    toName: string;
    message: string;
  },
): Promise<number> {
  const now = new Date();
  const [thread] = await db
    .insert(messageThreads)
    .values({
      userId: values.userId,
      messageType: 'support',
      reason: values.reason,
      subject: values.subject,
      contactEmail: values.email,
      contactPhone: values.phone,
      needToContactMe: values.needToContactMe,
      // The member wrote it: nothing in it is unread for them.
      readAt: now,
      // The desk's 24-hour clock starts (spec 1 §9, issue 21).
      deskStatus: 'open',
      lastMemberMessageAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: messageThreads.id });
  if (!thread) throw new Error('contact thread not created');
  await db.insert(messageEntries).values({
    threadId: thread.id,
    author: 'member',
    fromName: values.fromName,
    toName: values.toName,
    message: values.message,
    readAt: now,
    createdAt: now,
  });
  return thread.id;
}

import { and, eq, exists, inArray, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type JsonRow, jsonObject, readJsonRows } from '../../db/json-object.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { users } from '../../db/schema/access.ts';
import { messageEntries, messageThreads } from '../../db/schema/club.ts';
import { selectOfLiveSession, sessionParams } from '../access/accounts-repository.ts';

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

/** What the message centre shows of a thread (`toMessage`). */
const threadColumns = {
  id: messageThreads.id,
  reason: messageThreads.reason,
  subject: messageThreads.subject,
  replied: messageThreads.replied,
  readAt: messageThreads.readAt,
  messageType: messageThreads.messageType,
  updatedAt: messageThreads.updatedAt,
};

// The outer thread is the one of the statement's `from ${messageThreads}`: its name in full.
const entriesOfThread = 'from message_entries e where e.thread_id = message_threads.id';

/** Each thread's newest message, its number of messages and the ids of its unread club ones. */
const threadExtras = {
  latestMessage: sql<string>`latest.message`,
  latestAuthor: sql<string>`latest.author`,
  latestFrom: sql<string>`latest.from_name`,
  latestTo: sql<string>`latest.to_name`,
  count: sql<number>`${sql.raw(`(select count(*) ${entriesOfThread})`)}`,
  unreadIds: sql<number[]>`${sql.raw(
    `coalesce((select json_agg(e.id order by e.id) ${entriesOfThread} and e.author = 'club' and e.read_at is null), '[]'::json)`,
  )}`,
};

/**
 * The member's threads (of `userId`, an expression of the outer statement), newest activity
 * first, each with its newest message found once (a lateral join): one JSON array whatever the
 * number of threads. With `threadId`, that thread only.
 */
function threadsJson(userId: SQLWrapper, threadId?: SQLWrapper) {
  const latest = sql.raw(
    `left join lateral (select e.message, e.author, e.from_name, e.to_name ${entriesOfThread} order by e.created_at desc, e.id desc limit 1) latest on true`,
  );
  const oneThread = threadId ? sql` and ${messageThreads.id} = ${threadId}` : sql``;
  return sql<unknown>`coalesce((select json_agg(${jsonObject(threadColumns, threadExtras)} order by ${messageThreads.updatedAt} desc, ${messageThreads.id} desc) from ${messageThreads} ${latest} where ${messageThreads.userId} = ${userId}${oneThread}), '[]'::json)`;
}

/** What a thread's page shows of each of its messages (`toConversation`). */
const entryColumns = {
  id: messageEntries.id,
  author: messageEntries.author,
  fromName: messageEntries.fromName,
  toName: messageEntries.toName,
  message: messageEntries.message,
  createdAt: messageEntries.createdAt,
  readAt: messageEntries.readAt,
};

/** One of the member's threads' messages, oldest first (none for another member's thread). */
function entriesJson(userId: SQLWrapper, threadId: SQLWrapper) {
  return sql<unknown>`coalesce((select json_agg(${jsonObject(entryColumns)} order by ${messageEntries.createdAt}, ${messageEntries.id}) from ${messageEntries} inner join ${messageThreads} on ${messageThreads.id} = ${messageEntries.threadId} where ${messageThreads.userId} = ${userId} and ${messageEntries.threadId} = ${threadId}), '[]'::json)`;
}

export type ThreadListRow = ReturnType<typeof readThreads>[number];
export type EntryRow = JsonRow<typeof entryColumns>;
const readThreads = (value: unknown) => readJsonRows(threadColumns, value, threadExtras);

// GET /messages and GET /messages/{id} in one statement with their session check (issue 23).
const threadsBySession = preparedPerDatabase((db) =>
  selectOfLiveSession(db, { threads: threadsJson(users.id) }).prepare('threads_by_session'),
);
const threadBySession = preparedPerDatabase((db) => {
  const threadId = sql.placeholder('threadId');
  return selectOfLiveSession(db, {
    threads: threadsJson(users.id, threadId),
    entries: entriesJson(users.id, threadId),
  }).prepare('thread_by_session');
});
// The list and a thread again after a change the member made (a reply, mark all as read), by the
// member's id. With one table in `from`, Drizzle writes a selection's own columns unqualified
// (inside a subquery they could name another table's): each selection is nested one level down,
// where columns keep their table's name.
const nested = (expression: SQL<unknown>) => sql<unknown>`${expression}`;
const threadsOfMember = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  return db
    .select({ threads: nested(threadsJson(userId)) })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('threads_of_member');
});
const threadOfMember = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const threadId = sql.placeholder('threadId');
  return db
    .select({
      threads: nested(threadsJson(userId, threadId)),
      entries: nested(entriesJson(userId, threadId)),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('thread_of_member');
});

/** The message centre's list of the member whose token this is; undefined: no live session. */
export async function listThreadsBySession(db: Database, accessTokenHash: string) {
  const [row] = await threadsBySession(db).execute(sessionParams(accessTokenHash));
  return row && readThreads(row.threads);
}

/** The member's threads, by the member's id. */
export async function listThreads(db: Database, userId: number) {
  const [row] = await threadsOfMember(db).execute({ userId });
  return row ? readThreads(row.threads) : [];
}

/** One of the member's threads and its messages, by the member's id (no thread: not theirs). */
export async function findThread(db: Database, userId: number, threadId: number) {
  const [row] = await threadOfMember(db).execute({ userId, threadId });
  return threadAndEntries(row);
}

/**
 * One thread of the member whose token this is and its messages (no thread: another member's or
 * none); undefined: no live session.
 */
export async function findThreadBySession(db: Database, accessTokenHash: string, threadId: number) {
  const [row] = await threadBySession(db).execute({
    ...sessionParams(accessTokenHash),
    threadId,
  });
  return row && threadAndEntries(row);
}

function threadAndEntries(row: { threads: unknown; entries: unknown } | undefined) {
  const [thread] = row ? readThreads(row.threads) : [];
  return { thread, entries: row ? readJsonRows(entryColumns, row.entries) : [] };
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

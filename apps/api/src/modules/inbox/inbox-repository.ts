import type { Language } from '@mp/contract/constants';
import type { ThreadAssignedFilter, ThreadDeskStatus } from '@mp/contract/inbox/constants';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/access.ts';
import { contracts, messageEntries, messageThreads, threadNotes } from '../../db/schema/club.ts';
import { cannedResponses, staffAccounts } from '../../db/schema/staff.ts';
import { keptCount } from '../desk/desk-repository.ts';

/** The inbox's queries; each takes the database or a transaction. */

export interface DeskThreadFilter {
  status: ThreadDeskStatus;
  assigned: ThreadAssignedFilter;
  /** The caller, for `assigned: 'mine'`. */
  staffId: number;
  reason?: string;
  language?: Language;
}

/** Only the member's support threads reach the desk (alerts and marketing are the club's own). */
const isSupport = eq(messageThreads.messageType, 'support');

function deskWhere(filter: DeskThreadFilter): SQL | undefined {
  return and(
    isSupport,
    eq(messageThreads.deskStatus, filter.status),
    filter.assigned === 'mine' ? eq(messageThreads.assignedStaffId, filter.staffId) : undefined,
    filter.assigned === 'unassigned' ? isNull(messageThreads.assignedStaffId) : undefined,
    filter.language ? eq(users.languageId, filter.language) : undefined,
    // A thread keeps the reason's name in the language the member wrote in: a reason named in
    // either language finds both.
    filter.reason
      ? sql`${messageThreads.reason} in (select ${filter.reason} union select name_en from contact_reasons where name_es = ${filter.reason} union select name_es from contact_reasons where name_en = ${filter.reason})`
      : undefined,
  );
}

const latestOf = (column: 'message' | 'author') =>
  sql<
    string | null
  >`(select e.${sql.raw(column)} from message_entries e where e.thread_id = ${messageThreads.id} order by e.created_at desc, e.id desc limit 1)`;

const summaryColumns = {
  id: messageThreads.id,
  subject: messageThreads.subject,
  reason: messageThreads.reason,
  deskStatus: messageThreads.deskStatus,
  lastMemberMessageAt: messageThreads.lastMemberMessageAt,
  updatedAt: messageThreads.updatedAt,
  userId: users.id,
  vidaMemberId: users.vidaMemberId,
  firstName: users.firstName,
  lastName: users.lastName,
  languageId: users.languageId,
  assigneeId: staffAccounts.id,
  assigneeName: staffAccounts.name,
};

/**
 * A page of the inbox: one query whatever its size (the newest message by a correlated lookup on
 * message_entries_thread_idx). Open threads put the member who has waited longest first; waiting
 * and closed ones the latest first (message_threads_desk_idx serves both directions).
 */
export function listDeskThreads(
  db: Database,
  filter: DeskThreadFilter,
  page: { limit: number; offset: number },
) {
  const clock = messageThreads.lastMemberMessageAt;
  const order =
    filter.status === 'open'
      ? [sql`${clock} asc nulls last`, asc(messageThreads.id)]
      : [sql`${clock} desc nulls last`, desc(messageThreads.id)];
  return db
    .select({
      ...summaryColumns,
      latestMessage: latestOf('message'),
      latestAuthor: latestOf('author'),
    })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.userId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, messageThreads.assignedStaffId))
    .where(deskWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export type DeskThreadRow = Awaited<ReturnType<typeof listDeskThreads>>[number];

export async function countDeskThreads(db: Database, filter: DeskThreadFilter): Promise<number> {
  // A status alone (the inbox as it opens) is the size desk_counts keeps: its shards summed,
  // whatever the queue's length (issue 23). With a filter, the matching threads are counted, the
  // member's row joined only for the language (the planner would otherwise scan every member).
  if (filter.assigned === 'all' && !filter.reason && !filter.language) {
    const [kept] = await db
      .select({ value: keptCount(`threads:${filter.status}`) })
      .from(sql`(select 1) as one`);
    return kept?.value ?? 0;
  }
  const threads = db.select({ value: count() }).from(messageThreads);
  const [row] = await (filter.language
    ? threads.innerJoin(users, eq(users.id, messageThreads.userId))
    : threads
  ).where(deskWhere(filter));
  return row?.value ?? 0;
}

/** A support thread with its member and assignee; undefined for any other id. */
export async function findDeskThread(db: Database, threadId: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      email: users.email,
      createdAt: messageThreads.createdAt,
      closedAt: messageThreads.closedAt,
      contactEmail: messageThreads.contactEmail,
      contactPhone: messageThreads.contactPhone,
      needToContactMe: messageThreads.needToContactMe,
      latestMessage: latestOf('message'),
      latestAuthor: latestOf('author'),
    })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.userId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, messageThreads.assignedStaffId))
    .where(and(eq(messageThreads.id, threadId), isSupport))
    .limit(1);
  return row;
}

export type DeskThreadDetailRow = NonNullable<Awaited<ReturnType<typeof findDeskThread>>>;

/** The thread's messages, oldest first, with the desk member who wrote a club reply. */
export function listThreadEntries(db: Database, threadId: number) {
  return db
    .select({
      id: messageEntries.id,
      author: messageEntries.author,
      fromName: messageEntries.fromName,
      message: messageEntries.message,
      readAt: messageEntries.readAt,
      createdAt: messageEntries.createdAt,
      staffId: staffAccounts.id,
      staffName: staffAccounts.name,
    })
    .from(messageEntries)
    .leftJoin(staffAccounts, eq(staffAccounts.id, messageEntries.staffId))
    .where(eq(messageEntries.threadId, threadId))
    .orderBy(asc(messageEntries.createdAt), asc(messageEntries.id));
}

export function listThreadNotes(db: Database, threadId: number) {
  return db
    .select({
      id: threadNotes.id,
      note: threadNotes.note,
      createdAt: threadNotes.createdAt,
      staffId: staffAccounts.id,
      staffName: staffAccounts.name,
    })
    .from(threadNotes)
    .innerJoin(staffAccounts, eq(staffAccounts.id, threadNotes.staffId))
    .where(eq(threadNotes.threadId, threadId))
    .orderBy(asc(threadNotes.createdAt), asc(threadNotes.id));
}

/** The member's contracts in short (every status: the desk sees what the member may not). */
export function listMemberContracts(db: Database, userId: number) {
  return db
    .select({
      contractNumber: contracts.contractNumber,
      resort: contracts.resort,
      status: contracts.contractStatus,
    })
    .from(contracts)
    .where(eq(contracts.userId, userId))
    .orderBy(asc(contracts.contractNumber));
}

/**
 * The club's reply from the desk: unread for the member (the thread's read_at and the entry's
 * are null, so the message centre's badge counts it), and the thread waits on the member.
 */
export async function insertClubReply(
  db: Database,
  values: {
    threadId: number;
    staffId: number;
    fromName: string;
    toName: string;
    message: string;
    now: Date;
  },
) {
  await db.insert(messageEntries).values({
    threadId: values.threadId,
    author: 'club',
    staffId: values.staffId,
    fromName: values.fromName,
    toName: values.toName,
    message: values.message,
    readAt: null,
    createdAt: values.now,
  });
  await db
    .update(messageThreads)
    .set({
      readAt: null,
      replied: true,
      deskStatus: 'waiting',
      closedAt: null,
      updatedAt: values.now,
    })
    .where(eq(messageThreads.id, values.threadId));
}

export async function insertThreadNote(
  db: Database,
  values: { threadId: number; staffId: number; note: string },
) {
  await db.insert(threadNotes).values(values);
}

/**
 * The desk's own state of the thread. `updated_at` is left alone: it is the member's "newest
 * activity" (their list's order and date), and an assignment or a close is not news to them.
 */
export async function updateDeskState(
  db: Database,
  threadId: number,
  values: Partial<
    Pick<typeof messageThreads.$inferInsert, 'assignedStaffId' | 'deskStatus' | 'closedAt'>
  >,
) {
  await db.update(messageThreads).set(values).where(eq(messageThreads.id, threadId));
}

/** Staff accounts that can work: not disabled. */
const isEnabledStaff = isNull(staffAccounts.disabledAt);

export async function findEnabledStaff(db: Database, staffId: number) {
  const [row] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.name })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), isEnabledStaff))
    .limit(1);
  return row;
}

export function listEnabledStaff(db: Database) {
  return db
    .select({ id: staffAccounts.id, name: staffAccounts.name, role: staffAccounts.role })
    .from(staffAccounts)
    .where(isEnabledStaff)
    .orderBy(asc(staffAccounts.name), asc(staffAccounts.id));
}

// ---------------------------------------------------------------- canned responses

export function listCannedResponses(db: Database) {
  return db
    .select()
    .from(cannedResponses)
    .orderBy(asc(cannedResponses.sortOrder), asc(cannedResponses.id));
}

type CannedValues = Pick<
  typeof cannedResponses.$inferInsert,
  'titleEn' | 'titleEs' | 'bodyEn' | 'bodyEs' | 'sortOrder' | 'updatedByStaffId'
>;

export async function insertCannedResponse(db: Database, values: CannedValues) {
  const [row] = await db.insert(cannedResponses).values(values).returning();
  if (!row) throw new Error('canned response not created');
  return row;
}

export async function updateCannedResponse(db: Database, id: number, values: CannedValues) {
  const [row] = await db
    .update(cannedResponses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cannedResponses.id, id))
    .returning();
  return row;
}

export async function deleteCannedResponse(db: Database, id: number) {
  const rows = await db
    .delete(cannedResponses)
    .where(eq(cannedResponses.id, id))
    .returning({ id: cannedResponses.id });
  return rows.length > 0;
}

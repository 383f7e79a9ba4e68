import { VISIBLE_CONTRACT_STATUSES } from '@mp/contract/profile/constants';
import { and, asc, count, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberRecords, users } from '../../db/schema/access.ts';
import {
  contracts,
  dueItems,
  guests,
  messageEntries,
  messageThreads,
} from '../../db/schema/club.ts';

/** The profile's queries; each takes the database or a transaction. */

/** Spec: only contracts with status Active, Pending or Blocked are kept. */
export function listVisibleContracts(db: Database, userId: number) {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.userId, userId),
        inArray(contracts.contractStatus, [...VISIBLE_CONTRACT_STATUSES]),
      ),
    )
    .orderBy(asc(contracts.id));
}

/** Spec: a thread is unread if it has unread club messages, or else if it has no read_at. */
function unreadThreadsCount(db: Database, userId: number) {
  return db
    .select({ value: count() })
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.userId, userId),
        or(
          isNull(messageThreads.readAt),
          exists(
            db
              .select({ one: sql`1` })
              .from(messageEntries)
              .where(
                and(
                  eq(messageEntries.threadId, messageThreads.id),
                  eq(messageEntries.author, 'club'),
                  isNull(messageEntries.readAt),
                ),
              ),
          ),
        ),
      ),
    );
}

/** Pending payments: unpaid items due today or earlier that can be paid online, on visible contracts. */
function pendingPaymentsCount(db: Database, userId: number, today: string) {
  return db
    .select({ value: count() })
    .from(dueItems)
    .innerJoin(contracts, eq(contracts.id, dueItems.contractId))
    .where(
      and(
        eq(contracts.userId, userId),
        inArray(contracts.contractStatus, [...VISIBLE_CONTRACT_STATUSES]),
        isNull(dueItems.paidAt),
        eq(dueItems.availableForPayment, true),
        lte(dueItems.dueDate, today),
      ),
    );
}

/**
 * The user, the member record, the unread and pending counters and the guests in one query:
 * on the embedded database every round trip costs a millisecond or more, so the counters and
 * guests ride along with the user row as subqueries.
 */
export async function findProfileRow(db: Database, userId: number, today: string) {
  const [row] = await db
    .select({
      user: users,
      record: memberRecords,
      unread: sql<number>`(${unreadThreadsCount(db, userId)})`.mapWith(Number),
      pending: sql<number>`(${pendingPaymentsCount(db, userId, today)})`.mapWith(Number),
      guests: sql<
        { id: number; name: string }[] | string
      >`coalesce((select json_agg(json_build_object('id', ${guests.id}, 'name', ${guests.name}) order by ${guests.id}) from ${guests} where ${guests.userId} = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(memberRecords, eq(memberRecords.vidaMemberId, users.vidaMemberId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** A new support thread opened by the member, with its first entry. */
export async function insertContactThread(
  db: Database,
  values: {
    userId: number;
    reason: string;
    email: string;
    phone: string;
    needToContactMe: boolean;
    fromName: string;
    message: string;
  },
): Promise<number> {
  const [thread] = await db
    .insert(messageThreads)
    .values({
      userId: values.userId,
      messageType: 'support',
      reason: values.reason,
      subject: values.reason,
      contactEmail: values.email,
      contactPhone: values.phone,
      needToContactMe: values.needToContactMe,
      // The member wrote it: nothing in it is unread for them.
      readAt: new Date(),
    })
    .returning({ id: messageThreads.id });
  if (!thread) throw new Error('contact thread not created');
  await db.insert(messageEntries).values({
    threadId: thread.id,
    author: 'member',
    fromName: values.fromName,
    toName: 'Member Care',
    message: values.message,
    readAt: new Date(),
  });
  return thread.id;
}

import { VISIBLE_CONTRACT_STATUSES } from '@mp/contract/profile/constants';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberRecords, users } from '../../db/schema/access.ts';
import { contracts, dueItems, guests, messageThreads } from '../../db/schema/club.ts';
import { threadIsUnread } from './messages-repository.ts';

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

function unreadThreadsCount(db: Database, userId: number) {
  return db
    .select({ value: count() })
    .from(messageThreads)
    .where(and(eq(messageThreads.userId, userId), threadIsUnread(db)));
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

/** The member's full name, as their messages are signed. */
export async function findMemberName(db: Database, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : undefined;
}

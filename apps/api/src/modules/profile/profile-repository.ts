import { ORDER_STATUS, PENDING_ORDER_HOLD_MINUTES } from '@mp/contract/payments/constants';
import { VISIBLE_CONTRACT_STATUSES } from '@mp/contract/profile/constants';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lte,
  type Placeholder,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type JsonRow, jsonObject, parseJsonColumn } from '../../db/json-object.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { emailChanges, memberRecords, profileReviews, users } from '../../db/schema/access.ts';
import { contracts, dueItems, guests, messageThreads, orders } from '../../db/schema/club.ts';
import { selectOfLiveSession, sessionParams } from '../access/accounts-repository.ts';
import { threadIsUnread } from './messages-repository.ts';

/** The profile's queries; each takes the database or a transaction. */

/** What a contract's summary shows (profile, contracts list, invoice; `toContractSummary`). */
export const contractSummaryColumns = {
  id: contracts.id,
  contractNumber: contracts.contractNumber,
  contractStatus: contracts.contractStatus,
  resort: contracts.resort,
  userId: contracts.userId,
  currencyId: contracts.currencyId,
  affiliation: contracts.affiliation,
  finance: contracts.finance,
  balance: contracts.balance,
  loanPaymentAmount: contracts.loanPaymentAmount,
  payInFull: contracts.payInFull,
  maintenanceFee: contracts.maintenanceFee,
  roomType: contracts.roomType,
  contractDate: contracts.contractDate,
  totalWeeks: contracts.totalWeeks,
  usedWeeks: contracts.usedWeeks,
};

/**
 * Spec: only contracts with status Active, Pending or Blocked are kept; the member's, in id
 * order, as one JSON array (the profile's row carries them).
 */
function visibleContractsJson(userId: SQLWrapper) {
  return sql<
    ContractSummaryRow[] | string
  >`coalesce((select json_agg(${jsonObject(contractSummaryColumns)} order by ${contracts.id}) from ${contracts} where ${and(eq(contracts.userId, userId), inArray(contracts.contractStatus, [...VISIBLE_CONTRACT_STATUSES]))}), '[]'::json)`;
}

export type ContractSummaryRow = JsonRow<typeof contractSummaryColumns>;

function unreadThreadsCount(db: Database, userId: number | Placeholder | SQLWrapper) {
  return db
    .select({ value: count() })
    .from(messageThreads)
    .where(and(eq(messageThreads.userId, userId), threadIsUnread(db)));
}

/**
 * Pending payments: unpaid items due today or earlier (the club's today) that can be paid online,
 * on visible contracts, and not held by a payment waiting for its outcome.
 */
function pendingPaymentsCount(
  db: Database,
  userId: number | Placeholder | SQLWrapper,
  today: string | Placeholder,
) {
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
        // Not held by a payment still waiting for its outcome (issue 19 #6: under review, being
        // confirmed, or a checkout in progress): there is nothing to pay on it now.
        sql`not exists (select 1 from ${orders} where ${orders.id} = ${dueItems.orderId} and (${orders.status} in (${ORDER_STATUS.review}, ${ORDER_STATUS.unconfirmed}) or (${orders.status} = ${ORDER_STATUS.pending} and ${orders.createdAt} >= now() - make_interval(mins => ${PENDING_ORDER_HOLD_MINUTES}))))`,
      ),
    );
}

/**
 * The profile's columns: the user, the member record, the unread and pending counters, the
 * newest review and e-mail change, the guests and the visible contracts, as one row (issue 23:
 * every round trip costs; the counters, guests and contracts ride along as subqueries).
 */
function profileFields(db: Database) {
  const today = sql.placeholder('today');
  return {
    user: users,
    record: memberRecords,
    unread: sql<number>`(${unreadThreadsCount(db, users.id)})`.mapWith(Number),
    pending: sql<number>`(${pendingPaymentsCount(db, users.id, today)})`.mapWith(Number),
    pendingEmail: sql<
      string | null
    >`(select ${emailChanges.newEmail} from ${emailChanges} where ${emailChanges.userId} = ${users.id} and ${emailChanges.confirmedAt} is null and ${emailChanges.supersededAt} is null and ${emailChanges.expiresAt} > now() order by ${emailChanges.createdAt} desc limit 1)`,
    review: sql<
      { status: string; requested_at: string } | string | null
    >`(select json_build_object('status', ${profileReviews.status}, 'requested_at', ${profileReviews.createdAt}) from ${profileReviews} where ${profileReviews.userId} = ${users.id} and ${profileReviews.status} in ('pending', 'verified') order by ${profileReviews.createdAt} desc, ${profileReviews.id} desc limit 1)`,
    guests: sql<
      { id: number; name: string }[] | string
    >`coalesce((select json_agg(json_build_object('id', ${guests.id}, 'name', ${guests.name}) order by ${guests.id}) from ${guests} where ${guests.userId} = ${users.id}), '[]'::json)`,
    contracts: visibleContractsJson(users.id),
  };
}

/**
 * GET /profile: the session check is the same statement (`selectOfLiveSession`, the rule every
 * member call's lookup uses), so the call is one round trip. No row: no live session.
 */
const profileBySession = preparedPerDatabase((db) =>
  selectOfLiveSession(db, profileFields(db))
    .leftJoin(memberRecords, eq(memberRecords.vidaMemberId, users.vidaMemberId))
    .prepare('profile_by_session'),
);

/** The profile of a member already known (after an update). */
const profileByUser = preparedPerDatabase((db) =>
  db
    .select(profileFields(db))
    .from(users)
    .leftJoin(memberRecords, eq(memberRecords.vidaMemberId, users.vidaMemberId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('profile_by_user'),
);

type ProfileQueryRow = Awaited<ReturnType<ReturnType<typeof profileByUser>['execute']>>[number];

function withContracts(row: ProfileQueryRow | undefined) {
  if (!row) return undefined;
  return { ...row, contracts: parseJsonColumn(row.contracts) };
}

export async function findProfileBySession(db: Database, accessTokenHash: string, today: string) {
  const rows = await profileBySession(db).execute({ ...sessionParams(accessTokenHash), today });
  return withContracts(rows[0]);
}

export async function findProfileByUser(db: Database, userId: number, today: string) {
  return withContracts((await profileByUser(db).execute({ userId, today }))[0]);
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

/** The profile fields a member edits, as stored. */
export type ProfileColumns = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'homePhone'
    | 'mobilePhone'
    | 'addressLine1'
    | 'addressLine2'
    | 'country'
    | 'state'
    | 'city'
    | 'postalCode'
    | 'languageId'
    | 'allCommunications'
    | 'monthlyCommunications'
    | 'passwordHash'
  >
>;

export async function updateUserProfile(db: Database, userId: number, values: ProfileColumns) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

type ReviewValues = Record<string, string | null>;

/**
 * Spec §4: the edit waits for an agent's verification (1-3 days), with the edited fields' values
 * before and after (issue 21: a rejection writes the values before back). A member keeps one
 * pending review: a second edit before the desk decides joins it, keeping each field's first
 * "before" (what the member had when the review began) and its latest "after". Locked, so two
 * edits at once cannot both insert.
 */
export async function insertProfileReview(
  db: Database,
  userId: number,
  change: { fields: string[]; previousValues: ReviewValues; newValues: ReviewValues },
) {
  const [pending] = await db
    .select()
    .from(profileReviews)
    .where(and(eq(profileReviews.userId, userId), eq(profileReviews.status, 'pending')))
    .orderBy(desc(profileReviews.createdAt), desc(profileReviews.id))
    .limit(1)
    .for('update');
  if (!pending) {
    await db.insert(profileReviews).values({ userId, ...change });
    return;
  }
  const fields = [...new Set([...pending.fields, ...change.fields])];
  await db
    .update(profileReviews)
    .set({
      fields,
      previousValues: { ...change.previousValues, ...parseJsonColumn(pending.previousValues) },
      newValues: { ...parseJsonColumn(pending.newValues), ...change.newValues },
    })
    .where(eq(profileReviews.id, pending.id));
}

/** A new e-mail change; the member's older requests stop counting. */
export async function insertEmailChange(
  db: Database,
  values: { userId: number; newEmail: string; expiresAt: Date },
) {
  await db
    .update(emailChanges)
    .set({ supersededAt: new Date() })
    .where(
      and(
        eq(emailChanges.userId, values.userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.supersededAt),
      ),
    );
  const [row] = await db.insert(emailChanges).values(values).returning();
  if (!row) throw new Error('e-mail change not created');
  return row;
}

export async function findEmailChange(db: Database, id: number) {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.id, id)).limit(1);
  return row;
}

/** Applies a confirmed change once: false when it was used or superseded meanwhile. */
export async function applyEmailChange(
  db: Database,
  change: { id: number; userId: number; newEmail: string },
): Promise<boolean> {
  const used = await db
    .update(emailChanges)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(emailChanges.id, change.id),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.supersededAt),
      ),
    )
    .returning({ id: emailChanges.id });
  if (used.length === 0) return false;
  await db
    .update(users)
    // The new address proved it reads its mail.
    .set({ email: change.newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, change.userId));
  return true;
}

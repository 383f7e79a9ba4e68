import { type Language, VISIBLE_CONTRACT_STATUSES } from '@mp/contract/constants';
import type { ContractSummary, Profile } from '@mp/contract/profile/schemas';
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
import { AppError } from '../../platform/app-error.ts';
import { listFaqs } from '../reference/faqs-repository.ts';

type ContractRow = typeof contracts.$inferSelect;

/** numeric(12,2) arrives as a string; the wire carries numbers with 2 decimals. */
const money = (value: string) => Number(value);

export function toContractSummary(row: ContractRow): ContractSummary {
  return {
    contract_id: row.id,
    contract_number: row.contractNumber,
    contract_status: row.contractStatus as ContractSummary['contract_status'],
    resort: row.resort,
    user_id: row.userId,
    currency_id: row.currencyId,
    affiliation: row.affiliation,
    finance: money(row.finance),
    balance: money(row.balance),
    loan_payment_amount: money(row.loanPaymentAmount),
    pay_in_full: money(row.payInFull),
    maintenance_fee: money(row.maintenanceFee),
    room_type: row.roomType,
    contract_date: Math.floor(Date.parse(`${row.contractDate}T00:00:00Z`) / 1000),
    total_weeks: row.totalWeeks,
    used_weeks: row.usedWeeks,
    weeks_available: Math.max(0, row.totalWeeks - row.usedWeeks),
  };
}

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

export async function countUnreadThreads(db: Database, userId: number): Promise<number> {
  const [row] = await unreadThreadsCount(db, userId);
  return row?.value ?? 0;
}

/**
 * Three queries, not seven: on the embedded database every round trip costs a millisecond or
 * more, so the counters and guests ride along with the user row as subqueries.
 */
export async function getProfile(
  db: Database,
  userId: number,
  lang: Language,
  now = new Date(),
): Promise<Profile> {
  const today = now.toISOString().slice(0, 10);
  const [row] = await db
    .select({
      user: users,
      record: memberRecords,
      unread: sql<number>`(${unreadThreadsCount(db, userId)})`.mapWith(Number),
      pending: sql<number>`(${pendingPaymentsCount(db, userId, today)})`.mapWith(Number),
      guests: sql<
        { id: number; name: string }[]
      >`coalesce((select json_agg(json_build_object('id', ${guests.id}, 'name', ${guests.name}) order by ${guests.id}) from ${guests} where ${guests.userId} = ${users.id}), '[]'::json)`,
    })
    .from(users)
    .leftJoin(memberRecords, eq(memberRecords.vidaMemberId, users.vidaMemberId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError(404, 'not_found');
  const { user, record } = row;
  const [contractRows, faqList] = await Promise.all([
    listVisibleContracts(db, userId),
    listFaqs(db, lang),
  ]);
  return {
    user_id: user.id,
    vida_member_id: user.memberConfirmedAt ? user.vidaMemberId : null,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    address_line_1: user.addressLine1,
    address_line_2: user.addressLine2,
    mobile_phone: user.mobilePhone,
    home_phone: user.homePhone,
    all_communications: user.allCommunications,
    monthly_communications: user.monthlyCommunications,
    language_id: user.languageId === 'es' ? 'es' : 'en',
    resort_name: record?.resortName ?? contractRows[0]?.resort ?? null,
    contracts: contractRows.map(toContractSummary),
    faqs: faqList,
    unread_messages: row.unread,
    guests: (typeof row.guests === 'string' ? JSON.parse(row.guests) : row.guests).map(
      (g: { id: number | string; name: string }) => ({ id: Number(g.id), name: g.name }),
    ),
    country: user.country,
    state: user.state,
    states: user.state,
    city: user.city,
    postal_code: user.postalCode,
    payments: row.pending,
    affiliation: record?.affiliation ?? contractRows[0]?.affiliation ?? null,
    updated_at: user.updatedAt.toISOString(),
  };
}

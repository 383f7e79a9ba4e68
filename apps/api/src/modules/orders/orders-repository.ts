import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/access.ts';
import { checkoutAttempts, contracts, dueItems, invoices, orders } from '../../db/schema/club.ts';
import { orderRefunds } from '../../db/schema/orders.ts';
import { staffAccounts } from '../../db/schema/staff.ts';

/** The payments desk's queries (issue 22); each takes the database or a transaction. */

export type RefundRow = typeof orderRefunds.$inferSelect;

const memberColumns = {
  id: users.id,
  vidaMemberId: users.vidaMemberId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  languageId: users.languageId,
};

/** Refunds done on the order, as a correlated sum (cents as numeric text). */
const refundedSum = sql<string>`coalesce((select sum(${orderRefunds.amount}) from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'refunded'), 0)`;
const attemptCount = sql<number>`(select count(*)::int from ${checkoutAttempts} where ${checkoutAttempts.orderId} = ${orders.id})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search box: an order id, a member id (the account's or the club's), an e-mail (its start),
 * our order or refund reference, or the provider's transaction id (a charge's or a refund's).
 * Each is a lookup on its own index; their union names the orders (an OR across the joined
 * tables read every order).
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  const reference = text.toUpperCase();
  const lookups: SQL[] = [
    sql`select ${orders.id} from ${orders} where ${orders.reference} = ${reference}`,
    sql`select ${orders.id} from ${orders} where ${orders.providerTransactionId} = ${text}`,
    sql`select ${orderRefunds.orderId} from ${orderRefunds} where ${orderRefunds.reference} = ${reference} or ${orderRefunds.providerRefundId} = ${text}`,
  ];
  const ordersOfMembers = (members: SQL) =>
    sql`select ${orders.id} from ${orders} where ${orders.userId} in (select ${users.id} from ${users} where ${members})`;
  if (/^\d{1,15}$/.test(text)) {
    const n = Number(text);
    if (n <= 2_147_483_647) {
      lookups.push(
        sql`select ${orders.id} from ${orders} where ${orders.id} = ${n}`,
        sql`select ${orders.id} from ${orders} where ${orders.userId} = ${n}`,
      );
    }
    lookups.push(ordersOfMembers(sql`${users.vidaMemberId} = ${n}`));
  }
  if (text.length >= 2 && !/^\d+$/.test(text)) {
    lookups.push(
      ordersOfMembers(sql`lower(${users.email}) like ${`${escapeLike(text.toLowerCase())}%`}`),
    );
  }
  return sql`${orders.id} in (${sql.join(lookups, sql` union `)})`;
}

export interface OrderFilters {
  q?: string | undefined;
  status?: number | 'refunded' | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

function filterConditions(filters: OrderFilters) {
  const conditions: (SQL | undefined)[] = [
    filters.q ? searchCondition(filters.q) : undefined,
    filters.from ? gte(orders.createdAt, filters.from) : undefined,
    filters.to ? lt(orders.createdAt, filters.to) : undefined,
  ];
  if (filters.status === 'refunded') {
    conditions.push(
      sql`exists (select 1 from ${orderRefunds} where ${orderRefunds.orderId} = ${orders.id} and ${orderRefunds.status} = 'refunded')`,
    );
  } else if (filters.status !== undefined) {
    conditions.push(eq(orders.status, filters.status));
  }
  return and(...conditions);
}

const listColumns = {
  order: orders,
  member: memberColumns,
  contract: {
    id: contracts.id,
    number: contracts.contractNumber,
    resort: contracts.resort,
  },
  refunded: refundedSum,
  attempts: attemptCount,
};

export async function listOrders(
  db: Database,
  filters: OrderFilters,
  limit: number,
  offset: number,
) {
  const where = filterConditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(contracts, eq(contracts.id, orders.contractId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type OrderListRow = Awaited<ReturnType<typeof listOrders>>['rows'][number];

export async function findOrderRow(db: Database, orderId: number) {
  const [row] = await db
    .select({ ...listColumns, invoiceNumber: invoices.invoiceNumber })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export function listOrderAttempts(db: Database, orderId: number) {
  return db
    .select()
    .from(checkoutAttempts)
    .where(eq(checkoutAttempts.orderId, orderId))
    .orderBy(asc(checkoutAttempts.id));
}

export function listOrderRefunds(db: Database, orderId: number) {
  return db
    .select({ refund: orderRefunds, staffName: staffAccounts.name })
    .from(orderRefunds)
    .leftJoin(staffAccounts, eq(staffAccounts.id, orderRefunds.staffId))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
}

/** The order's row locked for the transaction: refunds of one order are decided one at a time. */
export async function lockOrder(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return row;
}

export async function findRefundByKey(db: Database, orderId: number, key: string) {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The refunds that hold part of the order's amount: done, being asked, or without an answer. */
export function listHoldingRefunds(db: Database, orderId: number) {
  return db
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        inArray(orderRefunds.status, ['pending', 'refunded', 'unconfirmed']),
      ),
    );
}

export async function insertRefund(db: Database, row: typeof orderRefunds.$inferInsert) {
  const [refund] = await db.insert(orderRefunds).values(row).returning();
  if (!refund) throw new Error('refund insert returned nothing');
  return refund;
}

/**
 * Moves a refund from a waiting state to its outcome, once: a second answer (a repeat, a race)
 * finds it decided and changes nothing (undefined).
 */
export async function decideRefund(
  db: Database,
  refundId: number,
  values: Partial<typeof orderRefunds.$inferInsert>,
) {
  const [row] = await db
    .update(orderRefunds)
    .set(values)
    .where(
      and(eq(orderRefunds.id, refundId), inArray(orderRefunds.status, ['pending', 'unconfirmed'])),
    )
    .returning();
  return row;
}

export async function findDueItemsForUpdate(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(dueItems)
    .where(inArray(dueItems.id, [...ids]))
    .for('update');
}

export function updateDueItem(
  db: Database,
  id: number,
  values: Partial<typeof dueItems.$inferInsert>,
) {
  return db.update(dueItems).set(values).where(eq(dueItems.id, id));
}

/** One of the member's refunds with what its credit note prints; anyone else's is not found. */
export async function findCreditNoteData(db: Database, refundId: number, userId?: number) {
  const [row] = await db
    .select({
      refund: orderRefunds,
      order: orders,
      contract: contracts,
      invoiceNumber: invoices.invoiceNumber,
      user: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        languageId: users.languageId,
        vidaMemberId: users.vidaMemberId,
      },
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(users, eq(users.id, orderRefunds.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(
      and(
        eq(orderRefunds.id, refundId),
        eq(orderRefunds.status, 'refunded'),
        userId === undefined ? undefined : eq(orderRefunds.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/** The portal's side of one period: orders charged and refunds asked in it. */
export async function listOrdersBetween(db: Database, from: Date, to: Date) {
  return db
    .select()
    .from(orders)
    .where(
      or(
        and(gte(orders.createdAt, from), lt(orders.createdAt, to)),
        and(gte(orders.updatedAt, from), lt(orders.updatedAt, to)),
      ),
    )
    .orderBy(asc(orders.id));
}

export function listRefundsBetween(db: Database, from: Date, to: Date) {
  return db
    .select({ refund: orderRefunds, orderReference: orders.reference })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(gte(orderRefunds.createdAt, from), lt(orderRefunds.createdAt, to)))
    .orderBy(asc(orderRefunds.id));
}

export async function findOrdersByReferences(db: Database, references: readonly string[]) {
  if (references.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.reference, [...references]));
}

export async function findRefundsByReferences(db: Database, references: readonly string[]) {
  if (references.length === 0) return [];
  return db
    .select({ refund: orderRefunds, orderReference: orders.reference })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(inArray(orderRefunds.reference, [...references]));
}

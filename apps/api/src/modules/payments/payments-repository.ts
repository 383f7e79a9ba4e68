import { ORDER_STATUS, PENDING_ORDER_HOLD_MINUTES } from '@mp/contract/payments/constants';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { type JsonRow, jsonObject, parseJsonColumn, readJsonRows } from '../../db/json-object.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { users } from '../../db/schema/access.ts';
import {
  checkoutAttempts,
  contracts,
  creditCards,
  dueItems,
  invoicePdfs,
  invoices,
  orders,
} from '../../db/schema/club.ts';
import { orderRefunds } from '../../db/schema/orders.ts';
import { selectOfLiveSession, sessionParams } from '../access/accounts-repository.ts';
import { contractSummaryColumns } from '../profile/profile-repository.ts';

/** The payments area's queries; each takes the database or a transaction. */

export type ContractRow = typeof contracts.$inferSelect;
export type DueItemRow = typeof dueItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type CardRow = typeof creditCards.$inferSelect;
export type AttemptRow = typeof checkoutAttempts.$inferSelect;

const userIdParam = sql.placeholder('userId');
const contractIdParam = sql.placeholder('contractId');

// The contracts a payment starts from (checkout), built once per database and prepared (issue 23).
const contractsOfMember = preparedPerDatabase((db) =>
  db
    .select()
    .from(contracts)
    .where(eq(contracts.userId, userIdParam))
    .orderBy(asc(contracts.id))
    .prepare('contracts_of_member'),
);

export function listContracts(db: Database, userId: number) {
  return contractsOfMember(db).execute({ userId });
}

const contractOfMember = preparedPerDatabase((db) =>
  db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractIdParam), eq(contracts.userId, userIdParam)))
    .limit(1)
    .prepare('contract_of_member'),
);

export async function findContract(db: Database, userId: number, contractId: number) {
  const [row] = await contractOfMember(db).execute({ userId, contractId });
  return row;
}

/** Due items of one contract that are open or named by the request (to tell "paid" from "unknown"). */
export function listContractDueItems(db: Database, contractId: number, ids: readonly number[]) {
  return db
    .select()
    .from(dueItems)
    .where(
      and(
        eq(dueItems.contractId, contractId),
        or(isNull(dueItems.paidAt), inArray(dueItems.id, [...ids])),
      ),
    )
    .orderBy(asc(dueItems.dueDate), asc(dueItems.id));
}

/** What the contracts screen shows of an open due item (`toDueItem`, `paymentTypesOf`). */
const openItemColumns = {
  id: dueItems.id,
  contractId: dueItems.contractId,
  paymentType: dueItems.paymentType,
  amountDue: dueItems.amountDue,
  closingCost: dueItems.closingCost,
  lateFee: dueItems.lateFee,
  invoiceAmount: dueItems.invoiceAmount,
  dueDate: dueItems.dueDate,
  availableForPayment: dueItems.availableForPayment,
  feeType: dueItems.feeType,
};
export type OpenItemRow = JsonRow<typeof openItemColumns>;

/** What the payment history and the payments in progress show of an order (`toPayment`). */
const paymentColumns = {
  id: orders.id,
  uuid: orders.uuid,
  contractId: orders.contractId,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentType: orders.paymentType,
  amount: orders.amount,
  currency: orders.currency,
  lastFour: orders.lastFour,
  cardId: orders.cardId,
  dueItemIds: orders.dueItemIds,
};
export type PaymentRow = JsonRow<typeof paymentColumns>;

/** A refund with a credit note, as a line of the payment history, with its order's fields. */
const refundColumns = {
  id: orderRefunds.id,
  uuid: orderRefunds.uuid,
  createdAt: orderRefunds.createdAt,
  decidedAt: orderRefunds.decidedAt,
  amount: orderRefunds.amount,
  currency: orderRefunds.currency,
  contractId: orders.contractId,
  paymentType: orders.paymentType,
  lastFour: orders.lastFour,
};
export type RefundPaymentRow = JsonRow<typeof refundColumns>;

/**
 * The contracts screen's read (GET /user_contracts, or one contract) in one statement with its
 * session check (issue 23): the member's contracts in id order, their open items by due date,
 * and the orders and refunds of the history window newest first, each as a JSON array.
 */
const contractsScreen = (oneContract: boolean) =>
  preparedPerDatabase((db) => {
    const ofContract = (column: AnyPgColumn) =>
      oneContract ? sql` and ${column} = ${contractIdParam}` : sql``;
    const since = sql.placeholder('since');
    return selectOfLiveSession(db, {
      contracts: sql<unknown>`coalesce((select json_agg(${jsonObject(contractSummaryColumns)} order by ${contracts.id}) from ${contracts} where ${contracts.userId} = ${users.id}${ofContract(contracts.id)}), '[]'::json)`,
      items: sql<unknown>`coalesce((select json_agg(${jsonObject(openItemColumns)} order by ${dueItems.dueDate}, ${dueItems.id}) from ${dueItems} inner join ${contracts} on ${contracts.id} = ${dueItems.contractId} where ${contracts.userId} = ${users.id}${ofContract(contracts.id)} and ${dueItems.paidAt} is null), '[]'::json)`,
      orders: sql<unknown>`coalesce((select json_agg(${jsonObject(paymentColumns)} order by ${orders.id} desc) from ${orders} where ${orders.userId} = ${users.id}${ofContract(orders.contractId)} and ${orders.createdAt} >= ${since}), '[]'::json)`,
      refunds: sql<unknown>`coalesce((select json_agg(${jsonObject(refundColumns)} order by ${orderRefunds.id} desc) from ${orderRefunds} inner join ${orders} on ${orders.id} = ${orderRefunds.orderId} where ${orderRefunds.userId} = ${users.id}${ofContract(orders.contractId)} and ${orderRefunds.status} = 'refunded' and ${orderRefunds.decidedAt} >= ${since}), '[]'::json)`,
    }).prepare(oneContract ? 'contract_screen_by_session' : 'contracts_screen_by_session');
  });
const allContractsScreen = contractsScreen(false);
const oneContractScreen = contractsScreen(true);

/**
 * The contracts screen's data for the member whose token this is (one contract when named; an
 * empty list when it is not theirs), orders and refunds since `since`; undefined: no live session.
 */
export async function findContractsScreenBySession(
  db: Database,
  accessTokenHash: string,
  since: Date,
  contractId?: number,
) {
  const params = { ...sessionParams(accessTokenHash), since };
  const [row] =
    contractId === undefined
      ? await allContractsScreen(db).execute(params)
      : await oneContractScreen(db).execute({ ...params, contractId });
  if (!row) return undefined;
  return {
    contracts: readJsonRows(contractSummaryColumns, row.contracts),
    items: readJsonRows(openItemColumns, row.items),
    orders: readJsonRows(paymentColumns, row.orders),
    refunds: readJsonRows(refundColumns, row.refunds),
  };
}

// A payment's own reads before its order exists, prepared as the screens' reads are (issue 23).
const activeCard = preparedPerDatabase((db) =>
  db
    .select()
    .from(creditCards)
    .where(
      and(
        eq(creditCards.id, sql.placeholder('cardId')),
        eq(creditCards.userId, userIdParam),
        eq(creditCards.status, 1),
      ),
    )
    .limit(1)
    .prepare('active_card'),
);

export async function findActiveCard(db: Database, userId: number, cardId: number) {
  const [row] = await activeCard(db).execute({ userId, cardId });
  return row;
}

const activeCards = preparedPerDatabase((db) =>
  db
    .select()
    .from(creditCards)
    .where(and(eq(creditCards.userId, userIdParam), eq(creditCards.status, 1)))
    .orderBy(desc(creditCards.isDefault), desc(creditCards.createdAt), desc(creditCards.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('active_cards'),
);

export function listActiveCards(db: Database, userId: number, limit: number, offset: number) {
  return activeCards(db).execute({ userId, limit, offset });
}

/** What the saved-cards list shows of a card (`toCreditCard`). */
const cardListColumns = {
  id: creditCards.id,
  cardType: creditCards.cardType,
  lastFour: creditCards.lastFour,
  cardHolderName: creditCards.cardHolderName,
  expMonth: creditCards.expMonth,
  expYear: creditCards.expYear,
  isDefault: creditCards.isDefault,
  status: creditCards.status,
  firstName: creditCards.firstName,
  lastName: creditCards.lastName,
  address: creditCards.address,
  city: creditCards.city,
  state: creditCards.state,
  country: creditCards.country,
  postCode: creditCards.postCode,
};
export type CardListRow = JsonRow<typeof cardListColumns>;

/**
 * GET /credit_cards in one statement with its session check (issue 23): the page of active
 * cards, the default first, then the newest, numbered so the JSON keeps that order.
 */
const activeCardsBySession = preparedPerDatabase((db) =>
  selectOfLiveSession(db, {
    cards: sql<
      CardListRow[] | string
    >`coalesce((select json_agg(page.card order by page.position) from (select ${jsonObject(cardListColumns)} as card, row_number() over (order by ${creditCards.isDefault} desc, ${creditCards.createdAt} desc, ${creditCards.id} desc) as position from ${creditCards} where ${creditCards.userId} = ${users.id} and ${creditCards.status} = 1 order by position limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as page), '[]'::json)`,
  }).prepare('active_cards_by_session'),
);

/** A page of the active cards of the member whose token this is; undefined: no live session. */
export async function listActiveCardsBySession(
  db: Database,
  accessTokenHash: string,
  limit: number,
  offset: number,
) {
  const [row] = await activeCardsBySession(db).execute({
    ...sessionParams(accessTokenHash),
    limit,
    offset,
  });
  if (!row) return undefined;
  return parseJsonColumn(row.cards);
}

const orderByIdempotencyKey = preparedPerDatabase((db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userIdParam), eq(orders.idempotencyKey, sql.placeholder('key'))))
    .limit(1)
    .prepare('order_by_idempotency_key'),
);

export async function findOrderByIdempotencyKey(db: Database, userId: number, key: string) {
  const [row] = await orderByIdempotencyKey(db).execute({ userId, key });
  return row;
}

/** An order, locked until the transaction ends when read inside one (results race each other). */
export async function findOrderForUpdate(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update');
  return row;
}

export async function insertOrder(db: Database, row: typeof orders.$inferInsert) {
  const [order] = await db.insert(orders).values(row).returning();
  if (!order) throw new Error('order insert returned nothing');
  return order;
}

/**
 * An item a new claim may take: unpaid, and held by no order or by one no longer holding it (a
 * declined, cancelled or refunded order, or a pending one past the hold). The holder is looked
 * up correlated, by its key, instead of reading the whole orders table (169 ms at 360,000 orders,
 * issue 11's scale seed).
 */
function claimable(ids: readonly number[], also?: SQL) {
  const stale = sql`now() - make_interval(mins => ${PENDING_ORDER_HOLD_MINUTES})`;
  return and(
    inArray(dueItems.id, [...ids]),
    isNull(dueItems.paidAt),
    or(
      isNull(dueItems.orderId),
      also,
      sql`exists (select 1 from ${orders} where ${orders.id} = ${dueItems.orderId} and ${orders.status} in (${ORDER_STATUS.pending}, ${ORDER_STATUS.declined}, ${ORDER_STATUS.cancelled}, ${ORDER_STATUS.refund_due}) and (${orders.status} <> ${ORDER_STATUS.pending} or ${orders.createdAt} < ${stale}))`,
    ),
  );
}

/**
 * Claims due items for a pending order, atomically: only items still claimable are taken. Two
 * tabs paying the same installment race here; the second claims fewer items than it asked for
 * and gives up.
 */
export async function claimDueItems(db: Database, orderId: number, ids: readonly number[]) {
  const claimed = await db
    .update(dueItems)
    .set({ orderId })
    .where(claimable(ids))
    .returning({ id: dueItems.id });
  return claimed.length;
}

/**
 * Claims items again for an approval that arrived after its order's claim lapsed (a late or
 * repeated result, an acceptance after a cancel): claimable items, or still this order's.
 * Answers the rows claimed, to compare with the order's snapshot.
 */
export function reclaimDueItems(db: Database, orderId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .update(dueItems)
    .set({ orderId })
    .where(claimable(ids, eq(dueItems.orderId, orderId)))
    .returning();
}

export function releaseDueItems(db: Database, orderId: number) {
  return db
    .update(dueItems)
    .set({ orderId: null })
    .where(and(eq(dueItems.orderId, orderId), isNull(dueItems.paidAt)));
}

export function settleDueItems(db: Database, orderId: number, ids: readonly number[], at: Date) {
  if (ids.length === 0) return Promise.resolve();
  return db
    .update(dueItems)
    .set({ paidAt: at, orderId })
    .where(inArray(dueItems.id, [...ids]));
}

/** A part-paid item keeps what is still owed and is free to be paid again. */
export function reduceDueItem(
  db: Database,
  id: number,
  owed: { lateFee: string; closingCost: string; amountDue: string; invoiceAmount: string },
) {
  return db
    .update(dueItems)
    .set({ ...owed, orderId: null })
    .where(eq(dueItems.id, id));
}

export function updateOrder(db: Database, id: number, values: Partial<typeof orders.$inferInsert>) {
  return db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/**
 * The contract whose ledger a payment or a refund is about to change, locked until its transaction
 * ends: two at once on one contract each start from the balance the other left (a plain read let
 * the second overwrite the first's). Taken after the order's items, as every writer does.
 */
export async function findContractForUpdate(db: Database, contractId: number) {
  const [row] = await db
    .select()
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The contract's ledger after a payment: its balance and its pay-off quote, and the open cash-out
 * item, whose amount is the pay-off (decision "The pay-off follows the ledger").
 */
export async function setContractLedger(
  db: Database,
  contractId: number,
  ledger: { balance: string; payInFull: string },
) {
  await db.update(contracts).set(ledger).where(eq(contracts.id, contractId));
  await db
    .update(dueItems)
    .set({ amountDue: ledger.payInFull })
    .where(
      and(
        eq(dueItems.contractId, contractId),
        eq(dueItems.paymentType, 'cash_out'),
        isNull(dueItems.paidAt),
      ),
    );
}

/** One of the member's orders; another member's is not found. */
export async function findMemberOrder(db: Database, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Orders still waiting for an outcome that the settling sweep asks the provider about: held for
 * review or with an unknown outcome, and unfinished hosted checkouts past their hold (a lost
 * notification: created before `holdEnded`), each untouched since `before`. Oldest first, a
 * bounded batch.
 */
export function listOrdersToSettle(db: Database, before: Date, holdEnded: Date, limit: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        sql`${orders.status} in (${ORDER_STATUS.pending}, ${ORDER_STATUS.review}, ${ORDER_STATUS.unconfirmed})`,
        sql`${orders.updatedAt} < ${before}`,
        or(
          sql`${orders.status} <> ${ORDER_STATUS.pending}`,
          sql`${orders.createdAt} < ${holdEnded}`,
        ),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

export function insertInvoice(db: Database, row: typeof invoices.$inferInsert) {
  return db.insert(invoices).values(row);
}

/** Everything an order's invoice prints, in one query; `userId`: only if the order is theirs. */
export async function findInvoiceData(db: Database, userId: number | null, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      contract: contracts,
      invoice: invoices,
      user: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        languageId: users.languageId,
        vidaMemberId: users.vidaMemberId,
      },
    })
    .from(orders)
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export type InvoiceData = NonNullable<Awaited<ReturnType<typeof findInvoiceData>>>;

/** An invoice's PDF as stored in a language; `userId`: only of the member's own order. */
export async function findInvoicePdf(
  db: Database,
  userId: number | null,
  orderId: number,
  languageId: string,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ pdf: invoicePdfs.pdf })
    .from(invoicePdfs)
    .innerJoin(invoices, eq(invoices.id, invoicePdfs.invoiceId))
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(orders.id, orderId),
        userId === null ? undefined : eq(orders.userId, userId),
        eq(invoicePdfs.languageId, languageId),
      ),
    )
    .limit(1);
  return row?.pdf;
}

/** Keeps a rendered PDF; the first one stored for a language stays (two renders at once). */
export function storeInvoicePdf(db: Database, invoiceId: number, languageId: string, pdf: Buffer) {
  return db.insert(invoicePdfs).values({ invoiceId, languageId, pdf }).onConflictDoNothing();
}

/**
 * Marks the invoice's receipt as queued, if no one did: true for the one caller that did (the
 * receipt job, in the transaction that writes the e-mail to the outbox).
 */
export async function markReceiptQueued(db: Database, invoiceId: number): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ receiptQueuedAt: new Date() })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.receiptQueuedAt)))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** The member as the receipt and invoice name them. */
export async function findUserForInvoice(db: Database, userId: number) {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      languageId: users.languageId,
      vidaMemberId: users.vidaMemberId,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- cards

export async function insertCard(db: Database, row: typeof creditCards.$inferInsert) {
  const [card] = await db.insert(creditCards).values(row).returning();
  if (!card) throw new Error('card insert returned nothing');
  return card;
}

export function updateCard(
  db: Database,
  id: number,
  values: Partial<typeof creditCards.$inferInsert>,
) {
  return db
    .update(creditCards)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(creditCards.id, id))
    .returning();
}

/** One default among the member's active cards: the others lose it first (a unique index holds it). */
export async function makeDefaultCard(db: Database, userId: number, cardId: number) {
  await db
    .update(creditCards)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(creditCards.userId, userId),
        eq(creditCards.isDefault, true),
        sql`${creditCards.id} <> ${cardId}`,
      ),
    );
  await db
    .update(creditCards)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(eq(creditCards.id, cardId));
}

export async function hasActiveCard(db: Database, userId: number) {
  const [row] = await db
    .select({ id: creditCards.id })
    .from(creditCards)
    .where(and(eq(creditCards.userId, userId), eq(creditCards.status, 1)))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- hosted checkout attempts

export async function insertAttempt(db: Database, row: typeof checkoutAttempts.$inferInsert) {
  const [attempt] = await db.insert(checkoutAttempts).values(row).returning();
  if (!attempt) throw new Error('attempt insert returned nothing');
  return attempt;
}

export async function findAttemptByReference(db: Database, reference: string) {
  const [row] = await db
    .select()
    .from(checkoutAttempts)
    .where(eq(checkoutAttempts.reference, reference))
    .limit(1);
  return row;
}

export async function findAttemptByOrder(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(checkoutAttempts)
    .where(eq(checkoutAttempts.orderId, orderId))
    .limit(1);
  return row;
}

/**
 * Records an attempt's new decision, only if it still has the one the caller read (`from`, null
 * while waiting): of two results racing, one moves it and the other sees false.
 */
export async function moveAttempt(
  db: Database,
  id: number,
  from: string | null,
  values: Pick<
    typeof checkoutAttempts.$inferInsert,
    'decision' | 'reasonCode' | 'providerTransactionId'
  >,
) {
  const marked = await db
    .update(checkoutAttempts)
    .set({ ...values, status: 2, appliedAt: new Date() })
    .where(
      and(
        eq(checkoutAttempts.id, id),
        from === null ? isNull(checkoutAttempts.decision) : eq(checkoutAttempts.decision, from),
      ),
    )
    .returning({ id: checkoutAttempts.id });
  return marked.length === 1;
}

export function setAttemptResultCard(db: Database, attemptId: number, cardId: number) {
  return db
    .update(checkoutAttempts)
    .set({ resultCardId: cardId })
    .where(eq(checkoutAttempts.id, attemptId));
}

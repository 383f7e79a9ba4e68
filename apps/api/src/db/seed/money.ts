import { randomBytes } from 'node:crypto';
import { invoiceNumber } from '@mp/contract/payments/constants';
import { inArray, sql } from 'drizzle-orm';
import { loadClubRows } from '../../modules/clubdata/clubdata-service.ts';
import { insertSandboxTokens, sandboxTokenRow } from '../../sandbox/sandbox-store.ts';
import { sandboxCardByLastFour } from '../../sandbox/test-cards.ts';
import type { Database } from '../client.ts';
import { dateOnly, MINUTE_MS } from '../factories/dates.ts';
import { idsInOrder, mustAt } from '../factories/lists.ts';
import { users } from '../schema/access.ts';
import {
  contracts,
  creditCards,
  dueItems,
  invoices,
  type OrderLine,
  orders,
} from '../schema/club.ts';
import { money, mustGet, randomDigits } from './plans/helpers.ts';
import { APPROVED_MESSAGE, DECLINED, type MemberPlan } from './plans/types.ts';

/** The money side of the demo members: contracts, saved cards, due items, orders, invoices. */
export async function seedMoney(tx: Database, plans: readonly MemberPlan[]): Promise<void> {
  // ---- contracts: through the club data import's rules, by the club's numbers (issue 22)
  const owners = await tx
    .select({ id: users.id, vidaMemberId: users.vidaMemberId })
    .from(users)
    .where(
      inArray(
        users.id,
        plans.map((plan) => plan.userId),
      ),
    );
  const memberIdOf = new Map(owners.map((owner) => [owner.id, owner.vidaMemberId]));
  await loadClubRows(
    tx,
    'contracts',
    plans.flatMap((plan) =>
      plan.contracts.map(({ row }) => ({
        contract_number: row.contractNumber,
        member_id: memberIdOf.get(plan.userId),
        contract_status: row.contractStatus,
        resort: row.resort,
        currency: row.currencyId === 1 ? 'MXN' : 'USD',
        affiliation: row.affiliation,
        finance: row.finance,
        balance: row.balance,
        loan_payment_amount: row.loanPaymentAmount,
        pay_in_full: row.payInFull,
        maintenance_fee: row.maintenanceFee,
        room_type: row.roomType,
        contract_date: row.contractDate,
        total_weeks: row.totalWeeks,
        used_weeks: row.usedWeeks,
      })),
    ),
  );
  const insertedContracts = await tx
    .select({ id: contracts.id, contractNumber: contracts.contractNumber })
    .from(contracts)
    .where(
      inArray(
        contracts.contractNumber,
        plans.flatMap((plan) => plan.contracts.map(({ row }) => row.contractNumber)),
      ),
    );
  const contractIdByNumber = new Map(insertedContracts.map((row) => [row.contractNumber, row.id]));

  // ---- saved cards
  const cardRows = plans.flatMap((plan) =>
    plan.cards.map((card) => ({ ...card, userId: plan.userId })),
  );
  const insertedCards = await tx
    .insert(creditCards)
    .values(cardRows)
    .returning({ id: creditCards.id, cardToken: creditCards.cardToken });
  const cardIdByToken = new Map(insertedCards.map((row) => [row.cardToken, row.id]));
  const cardTypeByToken = new Map(cardRows.map((card) => [card.cardToken, card.cardType]));
  // The sandbox provider's side of the same cards: active demo cards are its test cards.
  await insertSandboxTokens(
    tx,
    cardRows.flatMap((card) => {
      const testCard = card.status === 1 ? sandboxCardByLastFour(card.lastFour) : undefined;
      return testCard
        ? [sandboxTokenRow(card.cardToken, testCard, card.expMonth, card.expYear)]
        : [];
    }),
  );

  // ---- due items: the open ones, and the ones already settled by an order of the history
  const allOrders = plans.flatMap((plan) =>
    plan.contracts.flatMap((contract) =>
      contract.orders.map((order) => ({
        order,
        userId: plan.userId,
        contractId: mustGet(contractIdByNumber, contract.row.contractNumber),
      })),
    ),
  );
  const dueRows: (typeof dueItems.$inferInsert)[] = [];
  const settledBy: (number | null)[] = [];
  for (const plan of plans) {
    for (const contract of plan.contracts) {
      const contractId = mustGet(contractIdByNumber, contract.row.contractNumber);
      for (const due of contract.open) {
        dueRows.push({ ...due, contractId });
        settledBy.push(null);
      }
    }
  }
  allOrders.forEach(({ order, contractId }, orderIndex) => {
    for (const due of order.settles) {
      dueRows.push({ ...due, contractId, paidAt: order.at });
      settledBy.push(orderIndex);
    }
  });
  const dueIds = idsInOrder(
    await tx.insert(dueItems).values(dueRows).returning({ id: dueItems.id }),
  );
  const settledIdsByOrder = new Map<number, number[]>();
  dueIds.forEach((dueId, index) => {
    const orderIndex = settledBy[index];
    if (orderIndex === null || orderIndex === undefined) return;
    const list = settledIdsByOrder.get(orderIndex) ?? [];
    list.push(dueId);
    settledIdsByOrder.set(orderIndex, list);
  });

  // ---- orders (payment history)
  // What each past order paid; an installment paid before the open items begin is its own line.
  const linesOf = (order: (typeof allOrders)[number]['order']): OrderLine[] =>
    order.settles.length === 0
      ? [
          {
            kind: 'item',
            dueItemId: null,
            paymentType: order.paymentType,
            feeType: null,
            dueDate: dateOnly(order.at),
            amount: money(order.amount),
            lateFee: '0.00',
            settled: true,
          },
        ]
      : order.settles.map((due) => ({
          kind: 'item',
          dueItemId: null,
          paymentType: order.paymentType,
          feeType: due.feeType ?? null,
          dueDate: due.dueDate,
          amount: money(
            Number(due.paymentType === 'monthly' ? due.invoiceAmount : due.amountDue) +
              Number(due.closingCost ?? 0),
          ),
          lateFee: money(Number(due.lateFee ?? 0)),
          settled: true,
        }));
  const orderRows = allOrders.map(({ order, userId, contractId }, orderIndex) => ({
    userId,
    contractId,
    paymentType: order.paymentType,
    monthlyType: order.monthlyType ?? null,
    amount: money(order.amount),
    currency: order.currency,
    status: order.status,
    cardId: order.cardToken === null ? null : mustGet(cardIdByToken, order.cardToken),
    cardType: order.cardToken === null ? null : (cardTypeByToken.get(order.cardToken) ?? null),
    lines: linesOf(order),
    lateFee: money(order.settles.reduce((sum, due) => sum + Number(due.lateFee ?? 0), 0)),
    lastFour: order.lastFour,
    reference: `MP-${randomBytes(6).toString('hex').toUpperCase()}`,
    providerTransactionId: randomDigits(22),
    providerMessage: order.status === DECLINED ? order.declineMessage : APPROVED_MESSAGE,
    dueItemIds: settledIdsByOrder.get(orderIndex) ?? [],
    createdAt: order.at,
    updatedAt: order.at,
  }));
  const orderIds = idsInOrder(
    await tx.insert(orders).values(orderRows).returning({ id: orders.id }),
  );

  const links = [...settledIdsByOrder].flatMap(([orderIndex, ids]) =>
    ids.map((dueId) => sql`(${dueId}::bigint, ${mustAt(orderIds, orderIndex)}::bigint)`),
  );
  if (links.length > 0) {
    await tx.execute(
      sql`update due_items set order_id = v.order_id
          from (values ${sql.join(links, sql`, `)}) as v(id, order_id)
          where due_items.id = v.id`,
    );
  }

  // ---- invoices, for paid orders only
  const invoiceRows = allOrders.flatMap(({ order }, orderIndex) => {
    if (order.status === DECLINED) return [];
    const orderId = mustAt(orderIds, orderIndex);
    return [
      {
        orderId,
        invoiceNumber: invoiceNumber(orderId, order.at),
        issuedAt: new Date(order.at.getTime() + 4 * MINUTE_MS),
      },
    ];
  });
  if (invoiceRows.length > 0) await tx.insert(invoices).values(invoiceRows);
}

import { randomBytes } from 'node:crypto';
import { invoiceNumber } from '@mp/contract/payments/constants';
import { inArray, sql } from 'drizzle-orm';
import { loadClubRows } from '../../modules/clubdata/clubdata-service.ts';
import { insertSandboxTokens, sandboxTokenRow } from '../../sandbox/sandbox-store.ts';
import { sandboxCardByLastFour } from '../../sandbox/test-cards.ts';
import type { Database } from '../client.ts';
import { dateOnly, MINUTE_MS } from '../factories/dates.ts';
import { idsInOrder, mustAt } from '../factories/lists.ts';
import {
  contracts,
  creditCards,
  dueItems,
  invoices,
  type OrderLine,
  orders,
} from '../schema/club.ts';
import { money, mustGet, randomDigits } from './plans/helpers.ts';
import { APPROVED_MESSAGE, DECLINED, type DueRow, type MemberPlan } from './plans/types.ts';

/**
 * The money side of the demo members: contracts and due items through the club data import's
 * rules (they are the club's records), then the portal's own: saved cards, orders, invoices.
 * `memberIdOf`: each plan's account -> its club member id.
 */
export async function seedMoney(
  tx: Database,
  plans: readonly MemberPlan[],
  memberIdOf: ReadonlyMap<number, number>,
): Promise<void> {
  // ---- contracts: through the club data import's rules, by the club's numbers (issue 22)
  await loadClubRows(
    tx,
    'contracts',
    plans.flatMap((plan) =>
      plan.contracts.map(({ row }) => ({
        contract_number: row.contractNumber,
        member_id: mustGet(memberIdOf, plan.userId),
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

  // ---- due items: the open ones, and the ones already settled by an order of the history;
  // through the import's rules too, by a club id of each (<contract>-<type>-<due date>-<n>)
  // Oldest first, so their ids follow their times as a live club's do (the history lists by id).
  const allOrders = plans
    .flatMap((plan) =>
      plan.contracts.flatMap((contract) =>
        contract.orders.map((order) => ({
          order,
          userId: plan.userId,
          contractNumber: contract.row.contractNumber,
          contractId: mustGet(contractIdByNumber, contract.row.contractNumber),
        })),
      ),
    )
    .sort((a, b) => a.order.at.getTime() - b.order.at.getTime());
  const dues: { due: DueRow; contractNumber: string; settledBy: number | null }[] = [
    ...plans.flatMap((plan) =>
      plan.contracts.flatMap((contract) =>
        contract.open.map((due) => ({
          due,
          contractNumber: contract.row.contractNumber,
          settledBy: null,
        })),
      ),
    ),
    ...allOrders.flatMap(({ order, contractNumber }, orderIndex) =>
      order.settles.map((due) => ({ due, contractNumber, settledBy: orderIndex })),
    ),
  ];
  const sameKey = new Map<string, number>();
  const dueRows = dues.map(({ due, contractNumber, settledBy }) => {
    const key = `${contractNumber}-${due.paymentType}-${due.dueDate}`;
    const n = (sameKey.get(key) ?? 0) + 1;
    sameKey.set(key, n);
    return {
      due_item_id: `${key}-${n}`,
      contract_number: contractNumber,
      payment_type: due.paymentType,
      amount_due: due.amountDue,
      closing_cost: due.closingCost,
      late_fee: due.lateFee,
      invoice_amount: due.invoiceAmount,
      due_date: due.dueDate,
      available_for_payment: due.availableForPayment,
      fee_type: due.feeType,
      paid: settledBy !== null,
    };
  });
  await loadClubRows(tx, 'due_items', dueRows);
  const loadedDues = await tx
    .select({ id: dueItems.id, externalId: dueItems.externalId })
    .from(dueItems)
    .where(
      inArray(
        dueItems.externalId,
        dueRows.map((row) => row.due_item_id),
      ),
    );
  const dueIdByClubId = new Map(loadedDues.map((row) => [row.externalId, row.id]));
  const settledIdsByOrder = new Map<number, number[]>();
  dues.forEach(({ settledBy }, index) => {
    if (settledBy === null) return;
    const list = settledIdsByOrder.get(settledBy) ?? [];
    list.push(mustGet(dueIdByClubId, mustAt(dueRows, index).due_item_id));
    settledIdsByOrder.set(settledBy, list);
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

  // Settled items point at their order, paid when it was (the import stamps its own time).
  const links = [...settledIdsByOrder].flatMap(([orderIndex, ids]) => {
    const orderId = mustAt(orderIds, orderIndex);
    const paidAt = mustAt(allOrders, orderIndex).order.at.toISOString();
    return ids.map((dueId) => sql`(${dueId}::bigint, ${orderId}::bigint, ${paidAt}::timestamptz)`);
  });
  if (links.length > 0) {
    await tx.execute(
      sql`update due_items set order_id = v.order_id, paid_at = v.paid_at
          from (values ${sql.join(links, sql`, `)}) as v(id, order_id, paid_at)
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

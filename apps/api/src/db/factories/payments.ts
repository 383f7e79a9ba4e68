import { invoiceNumber, ORDER_STATUS } from '@mp/contract/payments/constants';
import { clubDay } from '@mp/contract/rules/club-date';
import { sandboxTokenRow } from '../../sandbox/sandbox-store.ts';
import { sandboxTestCard } from '../../sandbox/test-cards.ts';
import type { Database } from '../client.ts';
import {
  type checkoutAttempts,
  contracts,
  creditCards,
  dueItems,
  invoices,
  orders,
} from '../schema/club.ts';
import { sandboxTokens } from '../schema/sandbox.ts';

type ContractInsert = typeof contracts.$inferInsert;
type DueInsert = typeof dueItems.$inferInsert;

let contractCounter = 0;

/** An active USD contract with a balance; the caller states what matters to it. */
export async function insertContract(
  db: Database,
  values: Pick<ContractInsert, 'userId'> & Partial<ContractInsert>,
) {
  contractCounter += 1;
  const [row] = await db
    .insert(contracts)
    .values({
      contractNumber: `TST-${Date.now().toString(36).toUpperCase()}${contractCounter}`,
      contractStatus: 'Active',
      resort: 'The Grand Mayan Nuevo Vallarta',
      currencyId: 2,
      affiliation: 'Vidanta',
      finance: '30000.00',
      balance: '20000.00',
      loanPaymentAmount: '500.00',
      payInFull: '19000.00',
      maintenanceFee: '1500.00',
      roomType: 'One Bedroom Master',
      contractDate: '2020-01-15',
      totalWeeks: 20,
      usedWeeks: 5,
      ...values,
    })
    .returning();
  if (!row) throw new Error('contract insert returned nothing');
  return row;
}

/** Monthly installments of one amount, due `dayOffsets` days from today (negative: overdue). */
export function installmentRows(
  contractId: number,
  amount: string,
  dayOffsets: readonly number[],
  extra: Partial<DueInsert> = {},
): DueInsert[] {
  return dayOffsets.map((days) => ({
    contractId,
    paymentType: 'monthly',
    amountDue: amount,
    invoiceAmount: amount,
    dueDate: clubDay(days),
    ...extra,
  }));
}

export async function insertDueItems(db: Database, rows: DueInsert[]) {
  return db.insert(dueItems).values(rows).returning();
}

type CardInsert = typeof creditCards.$inferInsert;
type AttemptInsert = typeof checkoutAttempts.$inferInsert;

/**
 * A saved card of one of the sandbox's test numbers (`testCard`, which decides how its charges
 * end) under the provider's `token`, and the sandbox's row for that token; the caller sets
 * `userId`. An active, non-default card expiring in December two years from now by default.
 */
export function cardRows(
  values: { testCard: string; token: string } & Partial<
    Omit<CardInsert, 'userId' | 'cardToken' | 'cardType' | 'lastFour'>
  >,
): { card: Omit<CardInsert, 'userId'>; sandboxToken: typeof sandboxTokens.$inferInsert } {
  const { testCard, token, ...rest } = values;
  const card = sandboxTestCard(testCard);
  if (!card) throw new Error(`not a sandbox test card: ${testCard}`);
  const row = {
    cardHolderName: 'TEST MEMBER',
    firstName: 'Test',
    lastName: 'Member',
    address: '100 Ocean Drive 4',
    city: 'Miami',
    state: 'FL',
    country: 'US',
    postCode: '33139',
    ...rest,
    isDefault: rest.isDefault ?? false,
    expMonth: rest.expMonth ?? 12,
    expYear: rest.expYear ?? new Date().getUTCFullYear() + 2,
    cardToken: token,
    cardType: card.brand,
    lastFour: card.number.slice(-4),
  };
  return { card: row, sandboxToken: sandboxTokenRow(token, card, row.expMonth, row.expYear) };
}

/**
 * A saved card and the sandbox provider's token for it: `testCard` is one of the sandbox's test
 * numbers, which decides how its charges end.
 */
export async function insertCard(
  db: Database,
  values: { userId: number; testCard: string; isDefault?: boolean; expYear?: number },
) {
  const token = `sbx_tok_test_${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const { userId, ...wanted } = values;
  const { card, sandboxToken } = cardRows({ ...wanted, token });
  await db.insert(sandboxTokens).values(sandboxToken);
  const [row] = await db
    .insert(creditCards)
    .values({ ...card, userId })
    .returning();
  if (!row) throw new Error('card insert returned nothing');
  return row;
}

/**
 * One visit to the provider's hosted checkout, without its owner (the caller sets `userId`): a
 * sale still waiting for the provider by default. A payment's attempt names its order and shares
 * its reference; saving or updating a card has none.
 */
export function checkoutAttemptRow(
  values: Pick<AttemptInsert, 'reference' | 'transactionUuid'> &
    Partial<Omit<AttemptInsert, 'userId'>>,
): Omit<AttemptInsert, 'userId'> {
  return {
    purpose: 'sale',
    amount: '0.00',
    currency: 'USD',
    makeDefault: false,
    status: 1,
    ...values,
  };
}

/** A paid order with its invoice, as the payment history shows it. */
export async function insertPaidOrder(
  db: Database,
  values: { userId: number; contractId: number; amount?: string },
) {
  const amount = values.amount ?? '500.00';
  const [order] = await db
    .insert(orders)
    .values({
      userId: values.userId,
      contractId: values.contractId,
      paymentType: 'monthly',
      monthlyType: 'monthly',
      amount,
      currency: 'USD',
      status: ORDER_STATUS.paid,
      cardType: 'Visa',
      lastFour: '1111',
      reference: `MP-TEST${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 6)}`,
      lines: [
        {
          kind: 'item',
          dueItemId: null,
          paymentType: 'monthly',
          feeType: null,
          dueDate: clubDay(0),
          amount,
          lateFee: '0.00',
          settled: true,
        },
      ],
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await db
    .insert(invoices)
    .values({ orderId: order.id, invoiceNumber: invoiceNumber(order.id, new Date()) });
  return order;
}

/**
 * A contract with something of every kind to pay: an overdue installment with a late fee, one
 * due today, two later ones, one not available for payment, a renewal fee past due and a down
 * payment with closing cost. The API tests and the browser journeys pay on it.
 */
export async function insertPayableContract(
  db: Database,
  values: Pick<ContractInsert, 'userId'> & Partial<ContractInsert>,
) {
  const contract = await insertContract(db, { balance: '20000.00', ...values });
  const monthly = await insertDueItems(db, [
    ...installmentRows(contract.id, '500.00', [-30], { lateFee: '25.00' }),
    ...installmentRows(contract.id, '500.00', [0, 30, 60]),
    ...installmentRows(contract.id, '500.00', [90], { availableForPayment: false }),
  ]);
  const [renewal, down] = await insertDueItems(db, [
    {
      contractId: contract.id,
      paymentType: 'other_fees',
      feeType: 'Renewal Fee',
      amountDue: '1200.00',
      lateFee: '60.00',
      dueDate: clubDay(-5),
    },
    {
      contractId: contract.id,
      paymentType: 'down',
      amountDue: '3000.00',
      closingCost: '450.00',
      dueDate: clubDay(10),
    },
  ]);
  if (!renewal || !down) throw new Error('due item insert returned nothing');
  return { contract, monthly, renewal, down };
}

/**
 * A contract the club blocked for non-payment: every installment closed for online payment
 * (available_for_payment 0), the overdue ones with a late fee; it goes through Accounting.
 */
export async function insertBlockedContract(
  db: Database,
  values: Pick<ContractInsert, 'userId'> & Partial<ContractInsert>,
) {
  const contract = await insertContract(db, {
    contractStatus: 'Blocked',
    balance: '9000.00',
    payInFull: '9000.00',
    ...values,
  });
  const monthly = await insertDueItems(db, [
    ...installmentRows(contract.id, '500.00', [-30, 0], {
      lateFee: '25.00',
      availableForPayment: false,
    }),
    ...installmentRows(contract.id, '500.00', [30], { availableForPayment: false }),
  ]);
  return { contract, monthly };
}

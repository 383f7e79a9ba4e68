import { and, eq } from 'drizzle-orm';
import { insertCard, insertPayableContract } from '../../src/db/factories/payments.ts';
import { emailOutbox } from '../../src/db/schema/access.ts';
import { contracts, dueItems, orders } from '../../src/db/schema/club.ts';
import { orderRefunds } from '../../src/db/schema/orders.ts';
import { createMember, type TestApp, tokenFor } from '../harness.ts';
import { savedCardOrder } from '../payments/checkout-support.ts';

const VISA = '4111111111111111';

/** A member with a payable contract and a saved Visa, who pays two installments (1,025.00 USD). */
export async function paidOrder(t: TestApp, options: { language?: 'en' | 'es' } = {}) {
  const member = await createMember(t, { languageId: options.language ?? 'en' });
  const { access_token: token } = await tokenFor(t, member.email);
  const db = t.database.db;
  const { contract, monthly } = await insertPayableContract(db, { userId: member.id });
  const card = await insertCard(db, { userId: member.id, testCard: VISA, isDefault: true });
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/payment',
    token,
    payload: savedCardOrder({ contract, monthly, card }),
  });
  if (response.statusCode !== 201) throw new Error(`pay: ${response.statusCode} ${response.body}`);
  const orderId = response.json().data.data.id as number;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no order');
  return { member, token, contract, monthly, card, order };
}

export async function balanceOf(t: TestApp, contractId: number) {
  const [row] = await t.database.db
    .select({ balance: contracts.balance, payInFull: contracts.payInFull })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row;
}

export async function itemOf(t: TestApp, id: number | undefined) {
  const [row] = await t.database.db
    .select()
    .from(dueItems)
    .where(eq(dueItems.id, id ?? 0));
  return row;
}

export function refundsOf(t: TestApp, orderId: number) {
  return t.database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
}

export function outboxTo(t: TestApp, address: string, template = 'order_refund') {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, template)));
}

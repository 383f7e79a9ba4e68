import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBlockedContract,
  insertCard,
  insertContract,
  insertDueItems,
} from '../../src/db/factories/payments.ts';
import { contracts, dueItems, orders } from '../../src/db/schema/club.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { createPaymentsService } from '../../src/modules/payments/payments-service.ts';
import { createSettlement } from '../../src/modules/payments/settlement.ts';
import type { ChargeLookup, PaymentProvider } from '../../src/platform/payments/provider.ts';
import { createSandboxProvider } from '../../src/sandbox/sandbox-provider.ts';
import { createMember, createTestApp, mailTo, type TestApp, tokenFor } from '../harness.ts';
import {
  createPaymentsTestApp,
  dueItem,
  member,
  newCardOrder,
  ordersOf,
  PAYMENTS_ENV,
  postResult,
  resigned,
  serviceContext,
  throughSandbox,
  VISA,
} from './checkout-support.ts';

/**
 * Issue 19: every amount follows the ledger after every payment, and every provider result is
 * hostile until checked against our own record (late, repeated, after a cancel, held, unknown).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const INSUFFICIENT = '4000000000009995';
const DAY_MS = 86_400_000;

const payWith = (app: TestApp, token: string, payload: Record<string, unknown>, key?: string) =>
  app.request({
    method: 'POST',
    url: '/api/v1/payment',
    token,
    payload,
    ...(key && { headers: { 'idempotency-key': key } }),
  });

const savedCardOrder = (
  m: { contract: { id: number }; monthly: { id: number }[] },
  cardId: number,
  extra: Record<string, unknown> = {},
) => ({
  order_amount: 1025,
  contract_id: m.contract.id,
  card_id: cardId,
  cvv: '123',
  paymentTypeIds: [m.monthly[0]?.id, m.monthly[1]?.id],
  paymentType: 'monthly',
  monthlyType: 'monthly',
  multiplePayment: false,
  ...extra,
});

async function contractOf(app: TestApp, token: string, id: number) {
  const response = await app.request({ method: 'GET', url: `/api/v1/user_contracts/${id}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    balance: number;
    pay_in_full: number;
    payment_types: { cash_out: { id: number; amount_due: number }[] };
    open_payments: {
      id: number;
      status: number;
      hold_until: string | null;
      can_cancel: boolean;
      due_item_ids: number[];
    }[];
  };
}

/** The subjects of the e-mails sent to an address, spaces as plain spaces. */
async function subjects(app: TestApp, address: string) {
  return (await mailTo(app, address)).map((mail) => mail.subject.replace(/\s/g, ' '));
}

async function statusOf(app: TestApp, token: string, orderId: number) {
  return app.request({ method: 'GET', url: `/api/v1/payment/${orderId}`, token });
}

/** The order's claim has lapsed: it was opened longer ago than the 15-minute hold. */
async function age(app: TestApp, orderId: number, ms: number) {
  const [row] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no order');
  await app.database.db
    .update(orders)
    .set({
      createdAt: new Date(row.createdAt.getTime() - ms),
      updatedAt: new Date(row.updatedAt.getTime() - ms),
    })
    .where(eq(orders.id, orderId));
}

describe('the pay-off follows the ledger (issue 19 #2)', () => {
  it('after installments, pay in full asks what the ledger says and clears the contract', async () => {
    const m = await member(t, { savedCard: true });
    const db = t.database.db;
    // The club quotes a pay-off below the balance (the interest still to come is not owed).
    await db
      .update(contracts)
      .set({ balance: '20000.00', payInFull: '19000.00' })
      .where(eq(contracts.id, m.contract.id));
    const [cashOut] = await insertDueItems(db, [
      {
        contractId: m.contract.id,
        paymentType: 'cash_out',
        amountDue: '19000.00',
        dueDate: '2030-01-01',
      },
    ]);
    const cardId = m.card?.id ?? 0;
    // Two installments: 1,000.00 of principal and a 25.00 late fee.
    const first = await payWith(t, m.token, savedCardOrder(m, cardId));
    expect(first.statusCode, first.body).toBe(201);

    const after = await contractOf(t, m.token, m.contract.id);
    expect(after.balance).toBe(19000);
    expect(after.pay_in_full).toBe(18000);
    expect(after.payment_types.cash_out.find((i) => i.id === cashOut?.id)?.amount_due).toBe(18000);

    // The seeded quote is refused; the pay-off the screen shows is what clears the balance.
    const open = m.monthly.slice(2).map((i) => i.id);
    const fullOrder = (amount: number) =>
      savedCardOrder(m, cardId, {
        order_amount: amount,
        paymentTypeIds: open,
        monthlyType: 'full',
      });
    const stale = await payWith(t, m.token, fullOrder(19000));
    expect(stale.statusCode).toBe(400);
    const full = await payWith(t, m.token, fullOrder(after.pay_in_full));
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().data.data.amount).toBe(18000);

    const cleared = await contractOf(t, m.token, m.contract.id);
    expect(cleared).toMatchObject({ balance: 0, pay_in_full: 0 });
    // The pay-off closed every installment, the down payment and the cash-out item.
    expect((await dueItem(t, cashOut?.id))?.paidAt).not.toBeNull();
    expect((await dueItem(t, m.down.id))?.paidAt).not.toBeNull();
    expect(cleared.payment_types.cash_out).toEqual([]);
  });

  it('a pay-off quote above the balance is capped at the balance', async () => {
    const m = await member(t, { savedCard: true });
    await t.database.db
      .update(contracts)
      .set({ balance: '1500.00', payInFull: '2400.00' })
      .where(eq(contracts.id, m.contract.id));
    const body = savedCardOrder(m, m.card?.id ?? 0, {
      order_amount: 2400,
      paymentTypeIds: m.monthly.map((i) => i.id),
      monthlyType: 'full',
    });
    expect((await payWith(t, m.token, body)).statusCode).toBe(400);
    const capped = await payWith(t, m.token, { ...body, order_amount: 1500 });
    expect(capped.statusCode, capped.body).toBe(201);
  });
});

describe('months the club closed (issue 19 #5)', () => {
  it('no monthly mode pays a month closed for online payment', async () => {
    const user = await createMember(t);
    const { access_token: token } = await tokenFor(t, user.email);
    const db = t.database.db;
    const { contract, monthly: locked } = await insertBlockedContract(db, { userId: user.id });
    const card = await insertCard(db, { userId: user.id, testCard: VISA, isDefault: true });
    const ids = locked.map((i) => i.id);
    const order = (extra: Record<string, unknown>) =>
      savedCardOrder({ contract, monthly: locked }, card.id, extra);
    const attempts = [
      order({ order_amount: 1025, paymentTypeIds: ids.slice(0, 2), monthlyType: 'monthly' }),
      order({ order_amount: 9000, paymentTypeIds: ids, monthlyType: 'full' }),
      order({
        order_amount: 525,
        paymentTypeIds: ids.slice(0, 1),
        monthlyType: 'multiple',
        multiplePayment: true,
      }),
    ];
    for (const body of attempts) {
      const response = await payWith(t, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().key).toBe('payment_nothing_to_pay');
    }
    for (const id of ids) expect((await dueItem(t, id))?.paidAt).toBeNull();
  });
});

describe('hosted checkout results, hostile until checked (issue 19 #3, #4, #8, #9, #17)', () => {
  it('an acceptance after its hold, for items another payment settled, is recorded with a refund due', async () => {
    const m = await member(t, { savedCard: true });
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
    );
    const [late] = await ordersOf(t, m.user.id);
    // The member closed the provider's tab; 16 minutes later she pays with her saved card.
    await age(t, late?.id ?? 0, 16 * 60_000);
    const paid = await payWith(t, m.token, savedCardOrder(m, m.card?.id ?? 0));
    expect(paid.statusCode, paid.body).toBe(201);
    const balanceBefore = (await contractOf(t, m.token, m.contract.id)).balance;

    // Now the provider's acceptance of the first checkout arrives.
    await postResult(t, '/api/v1/checkout/notification', result.fields);
    await postResult(t, '/api/v1/checkout/receipt', result.fields);

    const rows = await ordersOf(t, m.user.id);
    expect(rows.map((o) => o.status)).toEqual([8, 2]);
    expect(rows[0]?.providerTransactionId).toBeTruthy();
    expect((await contractOf(t, m.token, m.contract.id)).balance).toBe(balanceBefore);
    const settledBy = await t.database.db
      .select({ orderId: dueItems.orderId })
      .from(dueItems)
      .where(eq(dueItems.id, m.monthly[0]?.id ?? 0));
    expect(settledBy[0]?.orderId).toBe(rows[1]?.id);
    const club = await mailTo(t, t.config.mail.clubAddress);
    expect(club.some((mail) => mail.subject.includes(late?.reference ?? '?'))).toBe(true);
    const own = await mailTo(t, m.user.email);
    expect(own.some((mail) => mail.subject.includes('refund'))).toBe(true);
    // Its status says so; no invoice for it.
    expect((await statusOf(t, m.token, late?.id ?? 0)).json().data.data.status).toBe(8);
    await t.background.release();
  });

  it('an acceptance after the member gave the checkout up settles the items if they are still free', async () => {
    const m = await member(t);
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
    );
    const [order] = await ordersOf(t, m.user.id);
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${order?.id}/cancel`,
      token: m.token,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.data.status).toBe(5);
    expect((await dueItem(t, m.monthly[0]?.id))?.orderId).toBeNull();

    await postResult(t, '/api/v1/checkout/receipt', result.fields);
    const [after] = await ordersOf(t, m.user.id);
    expect(after?.status).toBe(2);
    expect((await dueItem(t, m.monthly[0]?.id))?.paidAt).not.toBeNull();
    await t.background.release();
  });

  it('a decline, an error or a cancel before the acceptance does not lose the acceptance', async () => {
    for (const first of [
      { decision: 'DECLINE', reason_code: '203' },
      { decision: 'ERROR', reason_code: '102' },
      { decision: 'CANCEL', reason_code: '200' },
    ]) {
      const m = await member(t);
      const { result } = await throughSandbox(
        t,
        m.token,
        '/api/v1/payment/checkout',
        newCardOrder(m),
      );
      const refusal = await postResult(
        t,
        '/api/v1/checkout/notification',
        resigned(t, { ...result.fields, ...first }),
      );
      expect(refusal.statusCode).toBe(200);
      expect((await ordersOf(t, m.user.id))[0]?.status).not.toBe(2);
      // A repeated refusal changes nothing; then the acceptance wins.
      await postResult(
        t,
        '/api/v1/checkout/notification',
        resigned(t, { ...result.fields, ...first }),
      );
      await postResult(t, '/api/v1/checkout/receipt', result.fields);
      const [order] = await ordersOf(t, m.user.id);
      expect(order?.status, first.decision).toBe(2);
      expect((await dueItem(t, m.monthly[0]?.id))?.paidAt).not.toBeNull();
      // And a decline after the acceptance is ignored.
      await postResult(
        t,
        '/api/v1/checkout/notification',
        resigned(t, { ...result.fields, ...first }),
      );
      expect((await ordersOf(t, m.user.id))[0]?.status).toBe(2);
    }
    await t.background.release();
  });

  it('an ERROR 104 ("may already have been processed") holds the items instead of freeing them', async () => {
    const m = await member(t);
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
    );
    const back = await postResult(
      t,
      '/api/v1/checkout/receipt',
      resigned(t, { ...result.fields, decision: 'ERROR', reason_code: '104' }),
    );
    const [order] = await ordersOf(t, m.user.id);
    expect(back.headers.location).toBe(`http://portal.test/success-payment/${order?.id}`);
    expect(order?.status).toBe(7);
    expect((await dueItem(t, m.monthly[0]?.id))?.orderId).toBe(order?.id);
    await postResult(t, '/api/v1/checkout/notification', result.fields);
    expect((await ordersOf(t, m.user.id))[0]?.status).toBe(2);
    await t.background.release();
  });

  it('an abandoned checkout shows as in progress until it frees, and the member can give it up', async () => {
    const m = await member(t);
    await throughSandbox(t, m.token, '/api/v1/payment/checkout', newCardOrder(m));
    const [order] = await ordersOf(t, m.user.id);
    const shown = await contractOf(t, m.token, m.contract.id);
    expect(shown.open_payments).toEqual([
      expect.objectContaining({
        id: order?.id,
        status: 1,
        can_cancel: true,
        due_item_ids: [m.monthly[0]?.id, m.monthly[1]?.id],
      }),
    ]);
    const holdUntil = Date.parse(shown.open_payments[0]?.hold_until ?? '');
    expect(holdUntil - (order?.createdAt.getTime() ?? 0)).toBe(15 * 60_000);

    const other = await member(t);
    const foreign = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${order?.id}/cancel`,
      token: other.token,
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);

    const cancel = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${order?.id}/cancel`,
      token: m.token,
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await contractOf(t, m.token, m.contract.id)).open_payments).toEqual([]);
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/payment/${order?.id}/cancel`,
      token: m.token,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('payment_not_cancellable');
    // The items are free: a new checkout for them starts at once.
    const restart = await t.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      token: m.token,
      payload: newCardOrder(m),
    });
    expect(restart.statusCode, restart.body).toBe(201);
  });

  it("the result page's call confirms only the member's own order", async () => {
    const m = await member(t, { savedCard: true });
    const paid = await payWith(t, m.token, savedCardOrder(m, m.card?.id ?? 0));
    const id = paid.json().data.data.id as number;
    const own = await statusOf(t, m.token, id);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.data).toMatchObject({
      id,
      status: 2,
      amount: 1025,
      currency: 'USD',
      contract_id: m.contract.id,
      can_cancel: false,
    });
    const other = await member(t);
    expect((await statusOf(t, other.token, id)).statusCode).toBe(404);
    expect((await statusOf(t, m.token, 2_000_000_000)).statusCode).toBe(404);
    expect((await statusOf(t, m.token, 0)).statusCode).toBe(400);
    await t.background.release();
  });
});

describe('a payment held for review (issue 19 #6)', () => {
  it('holds the items, tells the member, and the provider’s final word settles it', async () => {
    for (const final of ['ACCEPT', 'DECLINE'] as const) {
      const m = await member(t);
      const pendingBadge = async () =>
        (await t.request({ method: 'GET', url: '/api/v1/profile', token: m.token })).json().data
          .payments as number;
      // Two installments due now and a renewal fee past due.
      expect(await pendingBadge()).toBe(3);
      const { result } = await throughSandbox(
        t,
        m.token,
        '/api/v1/payment/checkout',
        newCardOrder(m),
        { number: '4000000000000119' },
      );
      await postResult(t, '/api/v1/checkout/receipt', result.fields);
      const [held] = await ordersOf(t, m.user.id);
      expect(held?.status).toBe(6);
      // The menu's badge no longer counts what the review holds.
      expect(await pendingBadge()).toBe(1);
      const shown = await contractOf(t, m.token, m.contract.id);
      expect(shown.open_payments[0]).toMatchObject({
        status: 6,
        can_cancel: false,
        hold_until: null,
      });
      // Paying the same items again is refused while the review lasts.
      const retry = await t.request({
        method: 'POST',
        url: '/api/v1/payment/checkout',
        token: m.token,
        payload: newCardOrder(m),
      });
      expect(retry.statusCode).toBe(409);
      expect(await subjects(t, m.user.email)).toContain(
        'Your payment of $1,025.00 USD is under review',
      );

      const word =
        final === 'ACCEPT'
          ? { decision: 'ACCEPT', reason_code: '100' }
          : { decision: 'DECLINE', reason_code: '481' };
      const answer = await postResult(
        t,
        '/api/v1/checkout/notification',
        resigned(t, { ...result.fields, ...word }),
      );
      expect(answer.statusCode).toBe(200);
      const [settled] = await ordersOf(t, m.user.id);
      const item = await dueItem(t, m.monthly[0]?.id);
      if (final === 'ACCEPT') {
        expect(settled?.status).toBe(2);
        expect(item?.paidAt).not.toBeNull();
      } else {
        expect(settled?.status).toBe(4);
        expect(item).toMatchObject({ paidAt: null, orderId: null });
        expect(await subjects(t, m.user.email)).toContain(
          'Your payment of $1,025.00 USD was not completed',
        );
      }
      await t.background.release();
    }
  });
});

/** A provider whose answers each test sets: the sandbox's hosted pages, a scripted charge. */
function scriptedProvider(app: TestApp) {
  const sandbox = createSandboxProvider(app.database.db, {
    account: app.config.payments.sandbox.account,
    checkoutUrl: 'http://portal.test/sandbox/checkout',
  });
  const script: { charge: 'timeout' | 'approve'; lookup: ChargeLookup } = {
    charge: 'timeout',
    lookup: { outcome: 'unknown' },
  };
  const provider: PaymentProvider = {
    ...sandbox,
    name: 'scripted',
    async chargeToken(request) {
      if (script.charge === 'timeout') throw new Error('The operation was aborted due to timeout');
      return sandbox.chargeToken(request);
    },
    async findCharge() {
      return script.lookup;
    },
  };
  return { provider, script };
}

describe('no answer from the provider (issue 19 #16)', () => {
  let s: TestApp;
  let scripted: ReturnType<typeof scriptedProvider>;
  beforeAll(async () => {
    scripted = scriptedProvider(t);
    s = await createTestApp(PAYMENTS_ENV, { database: t.database, payments: scripted.provider });
  });
  afterAll(() => s.app.close());

  const settle = () =>
    createSettlement({ ...serviceContext(s), payments: scripted.provider }).settleOpenOrders(
      new Date(Date.now() + 5 * 60_000),
    );

  it('a timeout holds the items as unconfirmed until the provider says what happened', async () => {
    for (const lookup of [
      {
        outcome: 'approved',
        transactionId: '7000000000000000000001',
        reasonCode: 100,
        message: 'Approved',
      },
      { outcome: 'not_found' },
    ] as const) {
      const m = await member(s, { savedCard: true });
      scripted.script.charge = 'timeout';
      scripted.script.lookup = { outcome: 'unknown' };
      const answer = await payWith(s, m.token, savedCardOrder(m, m.card?.id ?? 0));
      expect(answer.statusCode).toBe(402);
      expect(answer.json().key).toBe('payment_outcome_unknown');
      const [order] = await ordersOf(s, m.user.id);
      expect(order?.status).toBe(7);
      expect((await dueItem(s, m.monthly[0]?.id))?.orderId).toBe(order?.id);
      // Not offered again: a second payment of the same items is refused.
      scripted.script.charge = 'approve';
      const again = await payWith(s, m.token, savedCardOrder(m, m.card?.id ?? 0));
      expect(again.statusCode).toBe(409);

      // Still no word: nothing moves.
      await settle();
      expect((await ordersOf(s, m.user.id))[0]?.status).toBe(7);
      await age(s, order?.id ?? 0, 31 * 60_000);
      scripted.script.lookup = lookup;
      await settle();
      const [after] = await ordersOf(s, m.user.id);
      const item = await dueItem(s, m.monthly[0]?.id);
      if (lookup.outcome === 'approved') {
        expect(after?.status).toBe(2);
        expect(item?.paidAt).not.toBeNull();
      } else {
        expect(after?.status).toBe(4);
        expect(item).toMatchObject({ paidAt: null, orderId: null });
      }
    }
  });

  it('a review that gets no final word within the hold is released', async () => {
    const m = await member(s);
    const { result } = await throughSandbox(
      s,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
      { number: '4000000000000119' },
    );
    await postResult(s, '/api/v1/checkout/receipt', result.fields);
    const [held] = await ordersOf(s, m.user.id);
    expect(held?.status).toBe(6);
    scripted.script.lookup = {
      outcome: 'review',
      transactionId: held?.providerTransactionId ?? '',
      reasonCode: 230,
      message: 'Held',
    };
    await age(s, held?.id ?? 0, DAY_MS);
    await settle();
    expect((await ordersOf(s, m.user.id))[0]?.status).toBe(6);
    await age(s, held?.id ?? 0, 7 * DAY_MS);
    await settle();
    expect((await ordersOf(s, m.user.id))[0]?.status).toBe(4);
    expect((await dueItem(s, m.monthly[0]?.id))?.orderId).toBeNull();
  });
});

describe('room types in the reader’s language (issue 20 #23)', () => {
  it('a contract’s room type that names one of our unit types reads in Spanish; another stays', async () => {
    await seedReferenceContent(t.database.db);
    const m = await member(t);
    await t.database.db
      .update(contracts)
      .set({ roomType: 'Three Bedroom Residence' })
      .where(eq(contracts.id, m.contract.id));
    const other = await insertContract(t.database.db, {
      userId: m.user.id,
      roomType: 'Penthouse of the Club',
    });
    const roomTypes = async (url: string, lang: 'en' | 'es') => {
      const body = (await t.request({ method: 'GET', url, token: m.token, lang })).json().data;
      const list = (body.contracts ?? body.data) as { contract_id: number; room_type: string }[];
      return Object.fromEntries(list.map((c) => [c.contract_id, c.room_type]));
    };
    for (const url of ['/api/v1/user_contracts', '/api/v1/profile']) {
      expect(await roomTypes(url, 'es')).toMatchObject({
        [m.contract.id]: 'Residencia de tres recámaras',
        [other.id]: 'Penthouse of the Club',
      });
      expect((await roomTypes(url, 'en'))[m.contract.id]).toBe('Three Bedroom Residence');
    }
    const one = await t.request({
      method: 'GET',
      url: `/api/v1/user_contracts/${m.contract.id}`,
      token: m.token,
      lang: 'es',
    });
    expect(one.json().data.room_type).toBe('Residencia de tres recámaras');
  });
});

describe("the spec's client's payload (issue 20 #1)", () => {
  it('a payment with no fingerprint and no monthly fields sent as null or empty is read as absent', async () => {
    const m = await member(t, { savedCard: true });
    const response = await payWith(t, m.token, {
      ...savedCardOrder(m, m.card?.id ?? 0),
      paymentTypeIds: [m.renewal.id],
      order_amount: 1260,
      paymentType: 'other_fees',
      device_fingerprint_id: null,
      multiplePayment: null,
      monthlyType: '',
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.background.release();
  });
});

describe('retries and keys (issue 19 #11, #14)', () => {
  it('an Idempotency-Key used again for another payment answers 422', async () => {
    const m = await member(t, { savedCard: true });
    const body = savedCardOrder(m, m.card?.id ?? 0);
    const first = await payWith(t, m.token, body, 'key-0001-abcdef');
    expect(first.statusCode, first.body).toBe(201);
    const same = await payWith(t, m.token, body, 'key-0001-abcdef');
    expect(same.statusCode).toBe(201);
    expect(same.json().data.data.id).toBe(first.json().data.data.id);
    const other = await payWith(t, m.token, { ...body, order_amount: 1500 }, 'key-0001-abcdef');
    expect(other.statusCode).toBe(422);
    expect(other.json().key).toBe('payment_idempotency_mismatch');
    await t.background.release();
  });

  it("a retried decline answers the first answer's reason", async () => {
    const m = await member(t);
    const card = await insertCard(t.database.db, {
      userId: m.user.id,
      testCard: INSUFFICIENT,
      isDefault: true,
    });
    const body = savedCardOrder(m, card.id);
    const first = await payWith(t, m.token, body, 'key-0002-abcdef');
    expect(first.statusCode).toBe(402);
    expect(first.json().key).toBe('payment_insufficient_funds');
    const retried = await payWith(t, m.token, body, 'key-0002-abcdef');
    expect(retried.statusCode).toBe(402);
    expect(retried.json().key).toBe('payment_insufficient_funds');
  });
});

describe("one today, the club's (issue 19 #13)", () => {
  it('at 21:00 in Cancún an installment due tomorrow is not due yet, whatever the UTC date', async () => {
    const user = await createMember(t);
    const db = t.database.db;
    const contract = await insertContract(db, { userId: user.id, balance: '5000.00' });
    const [today, tomorrow] = await insertDueItems(db, [
      {
        contractId: contract.id,
        paymentType: 'monthly',
        amountDue: '500.00',
        invoiceAmount: '500.00',
        dueDate: '2026-11-25',
      },
      {
        contractId: contract.id,
        paymentType: 'monthly',
        amountDue: '500.00',
        invoiceAmount: '500.00',
        dueDate: '2026-11-26',
      },
    ]);
    const card = await insertCard(db, { userId: user.id, testCard: VISA, isDefault: true });
    const payments = createPaymentsService({
      ...serviceContext(t),
      payments: createSandboxProvider(db, {
        account: t.config.payments.sandbox.account,
        checkoutUrl: 'http://portal.test/sandbox/checkout',
      }),
    });
    // 02:00 UTC on the 26th is 21:00 on the 25th in Cancún (UTC-5).
    const evening = new Date('2026-11-26T02:00:00Z');
    const paid = await payments.pay(
      { userId: user.id, ip: '127.0.0.1' },
      savedCardOrder({ contract, monthly: [] }, card.id, {
        order_amount: 500,
        paymentTypeIds: [today?.id],
      }) as Parameters<typeof payments.pay>[1],
      undefined,
      evening,
    );
    expect(paid.status).toBe(2);
    expect((await dueItem(t, tomorrow?.id))?.paidAt).toBeNull();
    await t.background.release();
  });
});

describe('card testing and forged results (issue 19 #10)', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp({}, { database: t.database });
  });
  afterAll(() => r.app.close());

  it('declines are limited per account and per card, whatever the address', async () => {
    const m = await member(r);
    const card = await insertCard(r.database.db, {
      userId: m.user.id,
      testCard: '4000000000000002',
      isDefault: true,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await r.app.inject({
        method: 'POST',
        url: '/api/v1/payment',
        remoteAddress: `198.51.100.${i + 1}`,
        headers: { authorization: `Bearer ${m.token}` },
        payload: savedCardOrder(m, card.id),
      });
      statuses.push(response.statusCode);
    }
    // The card's bucket (5 declines an hour) closes it first.
    expect(statuses).toEqual([402, 402, 402, 402, 402, 429, 429]);
    const second = await insertCard(r.database.db, {
      userId: m.user.id,
      testCard: '4000000000000002',
    });
    const more: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await r.app.inject({
        method: 'POST',
        url: '/api/v1/payment',
        remoteAddress: `203.0.113.${i + 1}`,
        headers: { authorization: `Bearer ${m.token}` },
        payload: savedCardOrder(m, second.id),
      });
      more.push(response.statusCode);
    }
    // Then the account's (8 an hour), on any card.
    expect(more).toEqual([402, 402, 402, 429, 429]);
  });

  it('forged results from one address get 429 after a few', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await r.app.inject({
        method: 'POST',
        url: '/api/v1/checkout/notification',
        remoteAddress: '192.0.2.77',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          decision: 'ACCEPT',
          req_reference_number: 'MP-FORGED',
          signed_field_names: 'decision,req_reference_number,signed_field_names',
          signature: 'AAAA',
        }).toString(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

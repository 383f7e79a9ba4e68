import { count, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCard,
  insertContract,
  insertDueItems,
  insertPaidOrder,
  insertPayableContract,
  installmentRows,
} from '../../src/db/factories/payments.ts';
import { contracts, creditCards, dueItems, orders } from '../../src/db/schema/club.ts';
import { sandboxTransactions } from '../../src/db/schema/sandbox.ts';
import type { PaymentProvider } from '../../src/platform/payments/provider.ts';
import { createSandboxProvider } from '../../src/sandbox/sandbox-provider.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';
import { savedCardOrder } from './checkout-support.ts';

let t: TestApp;
// One test IP pays many times here: the payment bucket (20 per 10 minutes) is scaled up.
const ENV = { RATE_LIMIT_SCALE: '50' };
beforeAll(async () => {
  t = await createTestApp(ENV);
});
afterAll(() => t.close());

const VISA = '4111111111111111';
const AMEX = '378282246310005';
const DECLINES = '4000000000000002';

/**
 * A member with one USD contract: an overdue installment with a late fee, one due today, three
 * later (the last one not available for payment), a renewal fee past due and a down payment.
 */
async function memberWithContract(app: TestApp = t, options: { testCard?: string } = {}) {
  const member = await createMember(app);
  const { access_token: token } = await tokenFor(app, member.email);
  const db = app.database.db;
  const { contract, monthly, renewal, down } = await insertPayableContract(db, {
    userId: member.id,
  });
  const card = await insertCard(db, {
    userId: member.id,
    testCard: options.testCard ?? VISA,
    isDefault: true,
  });
  return { member, token, contract, monthly, renewal, down, card };
}

const pay = (
  token: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  lang: 'en' | 'es' = 'en',
  app = t,
) => app.request({ method: 'POST', url: '/api/v1/payment', token, lang, payload, headers });

async function itemState(id: number | undefined) {
  const [row] = await t.database.db
    .select()
    .from(dueItems)
    .where(eq(dueItems.id, id ?? 0));
  return row;
}
async function balanceOf(contractId: number) {
  const [row] = await t.database.db
    .select({ balance: contracts.balance })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row?.balance;
}

describe('GET /api/v1/user_contracts', () => {
  it("answers the member's contracts with open due items per type and recent payments, no one else's", async () => {
    const m = await memberWithContract();
    // Another member's contract with a payment: none of it may reach this member's screen.
    const other = await memberWithContract();
    await insertPaidOrder(t.database.db, {
      userId: other.member.id,
      contractId: other.contract.id,
    });
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/user_contracts',
      token: m.token,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json().data;
    expect(body.payments_enabled).toBe(true);
    expect(body.data).toHaveLength(1);
    const [contract] = body.data;
    expect(contract.contract_id).toBe(m.contract.id);
    expect(contract.balance).toBe(20000);
    expect(contract.payment_types.monthly).toHaveLength(5);
    expect(contract.payment_types.monthly[0]).toMatchObject({
      invoice_amount: 500,
      late_fee: 25,
      available_for_payment: 1,
    });
    expect(contract.payment_types.monthly[4].available_for_payment).toBe(0);
    expect(contract.payment_types.other_fees[0]).toMatchObject({
      fee_type: 'Renewal Fee',
      amount_due: 1200,
      late_fee: 60,
    });
    expect(contract.payment_types.down[0]).toMatchObject({ amount_due: 3000, closing_cost: 450 });
    expect(contract.payment_types.cash_out).toEqual([]);
    expect(contract.payments).toEqual([]);
  });

  it('runs the same statements however many contracts, items and payments there are', async () => {
    const m = await memberWithContract();
    const statements = async (url: string) => {
      const before = t.database.statementCount();
      const response = await t.request({ method: 'GET', url, token: m.token });
      expect(response.statusCode, url).toBe(200);
      return { count: t.database.statementCount() - before, body: response.json().data };
    };
    const list = '/api/v1/user_contracts';
    const one = `/api/v1/user_contracts/${m.contract.id}`;
    // One with the club's content cached, as in production (platform/content-cache.test.ts).
    const few = (await statements(list)).count;
    const fewOfOne = (await statements(one)).count;
    const others = [];
    for (let i = 0; i < 3; i++) {
      const c = await insertContract(t.database.db, { userId: m.member.id });
      await insertDueItems(t.database.db, installmentRows(c.id, '100.00', [0, 30, 60]));
      others.push(await insertPaidOrder(t.database.db, { userId: m.member.id, contractId: c.id }));
    }
    const all = await statements(list);
    expect(all.count).toBe(few);
    expect(all.body.data).toHaveLength(4);
    const single = await statements(one);
    expect(single.count).toBe(fewOfOne);
    // One contract's answer carries its own items and payments only.
    expect(single.body.contract_id).toBe(m.contract.id);
    expect(single.body.payments).toEqual([]);
    expect(single.body.payment_types.monthly).toHaveLength(5);
    const last = all.body.data[3];
    expect(last.payment_types.monthly).toHaveLength(3);
    expect(last.payments).toEqual([
      expect.objectContaining({
        id: others[2]?.id,
        created_at: others[2]?.createdAt.toISOString(),
      }),
    ]);
  });

  it('answers one contract, 404 for another member’s and 400 for an id that is not one', async () => {
    const m = await memberWithContract();
    const other = await memberWithContract();
    const own = await t.request({
      method: 'GET',
      url: `/api/v1/user_contracts/${m.contract.id}`,
      token: m.token,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.contract_number).toBe(m.contract.contractNumber);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/v1/user_contracts/${other.contract.id}`,
      token: m.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/user_contracts/abc', token: m.token }))
        .statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/v1/user_contracts' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/v1/payment', () => {
  it('pays the installments due with a saved card: 201, items paid, balance, badge, receipt with the PDF', async () => {
    const m = await memberWithContract();
    const profileBefore = (
      await t.request({ method: 'GET', url: '/api/v1/profile', token: m.token })
    ).json().data;
    const response = await pay(m.token, savedCardOrder(m));
    expect(response.statusCode).toBe(201);
    const result = response.json().data.data;
    expect(result).toMatchObject({ amount: 1025, currency: 'USD', status: 2 });
    expect((await itemState(m.monthly[0]?.id))?.paidAt).not.toBeNull();
    expect((await itemState(m.monthly[1]?.id))?.paidAt).not.toBeNull();
    expect((await itemState(m.monthly[2]?.id))?.paidAt).toBeNull();
    // 1,000 of principal off the balance; the late fee is not principal.
    expect(await balanceOf(m.contract.id)).toBe('19000.00');
    const profileAfter = (
      await t.request({ method: 'GET', url: '/api/v1/profile', token: m.token })
    ).json().data;
    expect(profileAfter.payments).toBe(profileBefore.payments - 2);

    const list = (
      await t.request({ method: 'GET', url: '/api/v1/user_contracts', token: m.token })
    ).json().data.data;
    expect(list[0].payments[0]).toMatchObject({
      id: result.id,
      status: 2,
      amount: 1025,
      last_four: '1111',
    });
    expect(list[0].payment_types.monthly).toHaveLength(3);

    // The receipt follows the answer as a job (issue 23): none yet, one once the queue has run.
    const mailbox = () =>
      t.request({ method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(m.member.email)}` });
    expect((await mailbox()).json().data).toEqual([]);
    expect(await t.drainJobs()).toMatchObject({ failed: 0 });
    const receipt = (await mailbox()).json().data[0];
    expect(receipt.subject).toContain('USD');
    expect(receipt.attachments).toEqual([
      {
        filename: expect.stringMatching(/^invoice_F-\d{4}-\d{6}\.pdf$/),
        contentType: 'application/pdf',
      },
    ]);
  });

  it('serves the invoice as a PDF in the request language with the right total; 404 for another member', async () => {
    const m = await memberWithContract();
    const { id } = (await pay(m.token, savedCardOrder(m))).json().data.data;
    const es = await t.request({
      method: 'GET',
      url: `/api/v1/orders/${id}/download`,
      token: m.token,
      lang: 'es',
    });
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toBe('application/pdf');
    expect(es.headers['content-disposition']).toMatch(
      /^attachment; filename="invoice_\d{14}\.pdf"$/,
    );
    const { text } = await extractText(new Uint8Array(es.rawPayload), { mergePages: true });
    expect(text).toContain('Comprobante de pago');
    expect(text).toContain('Total pagado');
    expect(text).toContain('$1,025.00 USD');
    expect(text).toContain('Recargo');
    expect(text).toContain(m.contract.contractNumber);
    expect(text).toContain('Visa con terminación 1111');
    const en = await t.request({
      method: 'GET',
      url: `/api/v1/orders/${id}/download`,
      token: m.token,
      lang: 'en',
    });
    expect((await extractText(new Uint8Array(en.rawPayload), { mergePages: true })).text).toContain(
      'Total paid',
    );

    const other = await memberWithContract();
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/orders/${id}/download`, token: other.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/orders/0/download', token: m.token }))
        .statusCode,
    ).toBe(400);
  });

  it('pays chosen months, an other fee group and the down payment with a typed amount', async () => {
    const m = await memberWithContract();
    const months = [m.monthly[2]?.id, m.monthly[3]?.id];
    const multiple = await pay(
      m.token,
      savedCardOrder(m, {
        order_amount: '1,000.00',
        paymentTypeIds: months,
        monthlyType: 'multiple',
        multiplePayment: true,
      }),
    );
    expect(multiple.statusCode).toBe(201);
    expect((await itemState(m.monthly[3]?.id))?.paidAt).not.toBeNull();

    const fee = await pay(m.token, {
      ...savedCardOrder(m),
      order_amount: 1260,
      paymentType: 'other_fees',
      paymentTypeIds: [m.renewal.id],
      monthlyType: undefined,
    });
    expect(fee.statusCode).toBe(201);
    // Fees are not principal: the balance only moved for the months.
    expect(await balanceOf(m.contract.id)).toBe('19000.00');

    // A part of the down payment: the item stays open with what is still owed.
    const down = await pay(m.token, {
      ...savedCardOrder(m),
      order_amount: 1000,
      paymentType: 'down',
      paymentTypeIds: [m.down.id],
      monthlyType: undefined,
    });
    expect(down.statusCode).toBe(201);
    const left = await itemState(m.down.id);
    expect(left?.paidAt).toBeNull();
    expect(left?.orderId).toBeNull();
    expect(left?.amountDue).toBe('2450.00');
  });

  it('refuses a month not available for payment, and months of another type', async () => {
    const m = await memberWithContract();
    const locked = await pay(
      m.token,
      savedCardOrder(m, {
        order_amount: 500,
        paymentTypeIds: [m.monthly[4]?.id],
        monthlyType: 'multiple',
      }),
    );
    expect(locked.statusCode).toBe(400);
    expect(locked.json().key).toBe('payment_nothing_to_pay');
    const wrongType = await pay(m.token, savedCardOrder(m, { paymentTypeIds: [m.renewal.id] }));
    expect(wrongType.statusCode).toBe(404);
  });

  it('refuses a tampered amount: above the maximum, not the fixed total, zero, not a number', async () => {
    const m = await memberWithContract();
    const above = await pay(m.token, savedCardOrder(m, { order_amount: 20_025.01 }));
    expect(above.statusCode).toBe(400);
    expect(above.json().key).toBe('payment_amount_above_max');
    const fee = await pay(m.token, {
      ...savedCardOrder(m),
      order_amount: 1,
      paymentType: 'other_fees',
      paymentTypeIds: [m.renewal.id],
      monthlyType: undefined,
    });
    expect(fee.statusCode).toBe(400);
    expect(fee.json().key).toBe('payment_amount_mismatch');
    expect((await pay(m.token, savedCardOrder(m, { order_amount: 0 }))).json().errors).toEqual({
      order_amount: ['The amount must be more than 0.'],
    });
    expect((await pay(m.token, savedCardOrder(m, { order_amount: 'ten' }))).statusCode).toBe(400);
    expect(await balanceOf(m.contract.id)).toBe('20000.00');
  });

  it('answers 404 for another member’s contract, card or due item, and 409 for a paid item', async () => {
    const m = await memberWithContract();
    const other = await memberWithContract();
    expect(
      (await pay(m.token, savedCardOrder(m, { contract_id: other.contract.id }))).statusCode,
    ).toBe(404);
    expect((await pay(m.token, savedCardOrder(m, { card_id: other.card.id }))).statusCode).toBe(
      404,
    );
    expect(
      (
        await pay(
          m.token,
          savedCardOrder(m, { paymentTypeIds: [other.monthly[0]?.id, m.monthly[1]?.id] }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await pay(m.token, savedCardOrder(m))).statusCode).toBe(201);
    const again = await pay(m.token, savedCardOrder(m));
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('payment_already_paid');
  });

  it('a declined card answers 402 in the member’s language, records the attempt and changes nothing', async () => {
    const m = await memberWithContract(t, { testCard: DECLINES });
    const sameAttempt = { 'idempotency-key': 'declined-attempt-01' };
    const response = await pay(m.token, savedCardOrder(m), sameAttempt, 'es');
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(
      'Tu tarjeta fue rechazada. Intenta con otra tarjeta o llama a tu banco.',
    );
    // The same attempt again: the same answer, in the language asked now, and no second charge.
    const again = await pay(m.token, savedCardOrder(m), sameAttempt, 'en');
    expect(again.statusCode).toBe(402);
    expect(again.json().key).toBe('payment_declined');
    expect(await balanceOf(m.contract.id)).toBe('20000.00');
    const item = await itemState(m.monthly[0]?.id);
    expect(item?.paidAt).toBeNull();
    expect(item?.orderId).toBeNull();
    const [attempt] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, m.member.id));
    expect(attempt?.status).toBe(4);
    // Nothing stays held: the same items can be paid with another card.
    const visa = await insertCard(t.database.db, { userId: m.member.id, testCard: VISA });
    expect((await pay(m.token, savedCardOrder(m, { card_id: visa.id }))).statusCode).toBe(201);
  });

  it('checks the CVV by card type; 000 is refused by the provider; the CVV is stored nowhere', async () => {
    const m = await memberWithContract(t, { testCard: AMEX });
    const short = await pay(m.token, savedCardOrder(m, { cvv: '123' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.cvv).toHaveLength(1);
    expect((await pay(m.token, savedCardOrder(m, { cvv: undefined }))).json().errors.cvv).toEqual([
      'Enter the security code of your card.',
    ]);
    const bad = await pay(m.token, savedCardOrder(m, { cvv: '0000' }));
    expect(bad.statusCode).toBe(201);
    const visaMember = await memberWithContract();
    const refused = await pay(visaMember.token, savedCardOrder(visaMember, { cvv: '000' }));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().key).toBe('payment_invalid_cvv');
    const rows = await t.database.db.execute(
      `select * from orders where user_id = ${visaMember.member.id}`,
    );
    expect(JSON.stringify(rows)).not.toContain('"000"');
  });

  it('charges once for a retry with the same idempotency key, and answers the first result', async () => {
    const m = await memberWithContract();
    const headers = { 'idempotency-key': 'attempt-0001-abcdef' };
    const first = await pay(m.token, savedCardOrder(m), headers);
    const retry = await pay(m.token, savedCardOrder(m), headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.data.id).toBe(first.json().data.data.id);
    const [charges] = await t.database.db
      .select({ n: count() })
      .from(sandboxTransactions)
      .where(
        eq(
          sandboxTransactions.reference,
          (
            await t.database.db
              .select()
              .from(orders)
              .where(eq(orders.id, first.json().data.data.id))
          )[0]?.reference ?? '',
        ),
      );
    expect(charges?.n).toBe(1);
    expect(
      (await pay(m.token, savedCardOrder(m), { 'idempotency-key': 'bad key!' })).statusCode,
    ).toBe(400);
  });

  it('two tabs paying the same installment at once: one charge, the other 409', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let charges = 0;
    let sandbox: PaymentProvider | undefined;
    const slow = await createTestApp(ENV, {
      payments: {
        name: 'slow',
        async chargeToken(request) {
          charges += 1;
          await gate;
          if (!sandbox) throw new Error('no sandbox');
          return sandbox.chargeToken(request);
        },
        async findCharge() {
          return { outcome: 'unknown' } as const;
        },
        buildHostedCheckout() {
          throw new Error('not used by this test');
        },
        verifyResult: () => null,
      },
    });
    sandbox = createSandboxProvider(slow.database.db, {
      account: slow.config.payments.sandbox.account,
      checkoutUrl: `${slow.config.publicUrl}/sandbox/checkout`,
    });
    try {
      const m = await memberWithContract(slow);
      const first = pay(
        m.token,
        savedCardOrder(m),
        { 'idempotency-key': 'tab-one-000001' },
        'en',
        slow,
      );
      // The first attempt holds the items while the provider thinks.
      await new Promise((resolve) => setTimeout(resolve, 50));
      while (charges === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      const second = await pay(
        m.token,
        savedCardOrder(m),
        { 'idempotency-key': 'tab-two-000002' },
        'en',
        slow,
      );
      expect(second.statusCode).toBe(409);
      expect(second.json().key).toBe('payment_in_progress');
      release();
      expect((await first).statusCode).toBe(201);
      expect(charges).toBe(1);
    } finally {
      release();
      await slow.close();
    }
  });

  it('refuses a new card here (hosted checkout), and everything when payments are off', async () => {
    const m = await memberWithContract();
    const newCard = await pay(m.token, savedCardOrder(m, { card_id: -1 }));
    expect(newCard.statusCode).toBe(400);
    expect(newCard.json().key).toBe('payment_card_required');
    const off = await createTestApp({ PAYMENTS_ENABLED: 'false' });
    try {
      const member = await memberWithContract(off);
      const response = await pay(member.token, savedCardOrder(member), {}, 'en', off);
      expect(response.statusCode).toBe(403);
      expect(response.json().key).toBe('payments_disabled');
      const list = await off.request({
        method: 'GET',
        url: '/api/v1/user_contracts',
        token: member.token,
      });
      expect(list.json().data.payments_enabled).toBe(false);
    } finally {
      await off.close();
    }
  });

  it('pays in full: the pay-off amount, no late fee, every installment closed and the balance 0', async () => {
    const m = await memberWithContract();
    const ids = m.monthly.map((item) => item.id);
    const response = await pay(
      m.token,
      savedCardOrder(m, { order_amount: 19000, paymentTypeIds: ids, monthlyType: 'full' }),
    );
    expect(response.statusCode).toBe(201);
    expect(await balanceOf(m.contract.id)).toBe('0.00');
    for (const id of ids) expect((await itemState(id))?.paidAt).not.toBeNull();
    // The down payment went with the pay-off.
    expect((await itemState(m.down.id))?.paidAt).not.toBeNull();
  });
});

describe('GET /api/v1/credit_cards', () => {
  it("lists the member's active cards, the default first, masked and without the provider token", async () => {
    const m = await memberWithContract();
    const other = await memberWithContract();
    const removed = await insertCard(t.database.db, { userId: m.member.id, testCard: DECLINES });
    await t.database.db
      .update(creditCards)
      .set({ status: 0 })
      .where(eq(creditCards.id, removed.id));
    const second = await insertCard(t.database.db, { userId: m.member.id, testCard: AMEX });
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/credit_cards?per_page=1000',
      token: m.token,
    });
    expect(response.statusCode).toBe(200);
    const cards = response.json().data.data;
    expect(cards.map((c: { id: number }) => c.id)).toEqual([m.card.id, second.id]);
    expect(cards[0]).toMatchObject({
      card_type: 'Visa',
      card_number: '•••• •••• •••• 1111',
      is_default: true,
      status: 1,
    });
    expect(JSON.stringify(cards)).not.toContain('sbx_tok');
    expect(cards.some((c: { id: number }) => c.id === other.card.id)).toBe(false);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/credit_cards?per_page=1001',
          token: m.token,
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/v1/credit_cards' })).statusCode).toBe(401);
  });

  it('pages the list in its order: the default, then the newest', async () => {
    const m = await memberWithContract();
    const older = await insertCard(t.database.db, { userId: m.member.id, testCard: AMEX });
    await t.database.db
      .update(creditCards)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(creditCards.id, older.id));
    const newer = await insertCard(t.database.db, { userId: m.member.id, testCard: VISA });
    const page = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/v1/credit_cards?${query}`, token: m.token }))
        .json()
        .data.data.map((c: { id: number }) => c.id);
    expect(await page('per_page=10')).toEqual([m.card.id, newer.id, older.id]);
    expect(await page('page=1&per_page=2')).toEqual([m.card.id, newer.id]);
    expect(await page('page=2&per_page=2')).toEqual([older.id]);
    expect(await page('page=3&per_page=2')).toEqual([]);
  });
});

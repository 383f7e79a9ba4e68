import { Writable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCard } from '../../src/db/factories/payments.ts';
import { checkoutAttempts, creditCards, orders } from '../../src/db/schema/club.ts';
import { signFields } from '../../src/platform/payments/signature.ts';
import { createTestApp, mailTo, openTestDatabase, type TestApp } from '../harness.ts';
import {
  billing,
  CVV,
  decoded,
  dueItem,
  form,
  member as memberOf,
  newCardOrder,
  ordersOf as ordersOfApp,
  postResult,
  throughSandbox,
  VISA,
} from './checkout-support.ts';

// Results arrive by the browser and by the provider's notification (an after-response task of
// the sandbox): holding those tasks lets each test choose which channel comes first.
const ENV = { RATE_LIMIT_SCALE: '50' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ENV, { holdBackground: true });
});
afterAll(() => t.close());

const member = (app: TestApp = t, options: { savedCard?: boolean } = {}) => memberOf(app, options);
const ordersOf = (userId: number) => ordersOfApp(t, userId);
const item = (id: number | undefined, app = t) => dueItem(app, id);

describe('POST /api/v1/payment/checkout and the sandbox hosted checkout', () => {
  it('signs the checkout fields on the server: the secret never reaches the browser', async () => {
    const m = await member();
    const { checkout, page } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
    );
    expect(checkout.url).toBe('http://portal.test/sandbox/checkout/pay');
    expect(checkout.fields).toMatchObject({
      transaction_type: 'sale,create_payment_token',
      amount: '1025.00',
      currency: 'USD',
      locale: 'en-us',
      bill_to_forename: 'Ana',
      bill_to_address_country: 'MX',
      merchant_defined_data94: String(m.user.id),
      merchant_defined_data95: String(m.contract.id),
      merchant_defined_data99: '1',
      device_fingerprint_id: 'fp-session-1',
      unsigned_field_names: '',
      override_custom_receipt_page: 'http://portal.test/api/v1/checkout/receipt',
    });
    expect(checkout.fields.signed_date_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(checkout.fields.signature).toBe(
      signFields(checkout.fields, t.config.payments.sandbox.account.secretKey),
    );
    const secret = t.config.payments.sandbox.account.secretKey;
    expect(JSON.stringify(checkout)).not.toContain(secret);
    expect(page.body).not.toContain(secret);
    // The sandbox's page lists its test cards and shows what is paid.
    expect(page.body).toContain('4111 1111 1111 1111');
    expect(page.body).toMatch(/\$1,025\.00\sUSD/);
  });

  it('pays with a new card and saves it: the browser and the notification give one order', async () => {
    const m = await member();
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
    );
    expect(result.action).toBe('/api/v1/checkout/receipt');
    expect(result.fields.decision).toBe('ACCEPT');
    expect(result.fields.payment_token).toMatch(/^sbx_tok_/);

    // Held: the items are the order's while the member is on the provider's page.
    const [pending] = await ordersOf(m.user.id);
    expect(pending?.status).toBe(1);
    expect((await item(m.monthly[0]?.id))?.orderId).toBe(pending?.id);

    const back = await postResult(t, '/api/v1/checkout/receipt', result.fields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://portal.test/success-payment/${pending?.id}`);
    await t.background.release(); // the provider's notification, after the browser
    await t.background.idle();

    const [paid, ...others] = await ordersOf(m.user.id);
    expect(others).toHaveLength(0);
    expect(paid).toMatchObject({ status: 2, lastFour: '1111', cardType: 'Visa' });
    expect((await item(m.monthly[0]?.id))?.paidAt).not.toBeNull();
    const cards = await t.database.db
      .select()
      .from(creditCards)
      .where(eq(creditCards.userId, m.user.id));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: paid?.cardId, isDefault: true, lastFour: '1111' });
    expect(cards[0]?.cardToken).toBe(result.fields.payment_token);
    await t.drainJobs(); // the receipt is written after the answer (payments.receipt)
    const receipts = (await mailTo(t, m.user.email)).filter((mail) =>
      mail.subject.includes('Payment'),
    );
    expect(receipts).toHaveLength(1);

    // The browser's post again (back button, replay): the same answer, nothing more.
    const again = await postResult(t, '/api/v1/checkout/receipt', result.fields);
    expect(again.headers.location).toBe(back.headers.location);
    expect(await ordersOf(m.user.id)).toHaveLength(1);
    // The saved card pays next time, with its CVV.
    const saved = await t.request({
      method: 'POST',
      url: '/api/v1/payment',
      token: m.token,
      payload: {
        order_amount: 500,
        contract_id: m.contract.id,
        card_id: paid?.cardId,
        cvv: CVV,
        paymentTypeIds: [m.monthly[2]?.id],
        paymentType: 'monthly',
        monthlyType: 'multiple',
        multiplePayment: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('completes from the notification alone, and the late browser gets the same page', async () => {
    const m = await member();
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m, { save_card: false }),
    );
    await t.background.release(); // the notification first
    await t.background.idle();
    const [paid] = await ordersOf(m.user.id);
    expect(paid?.status).toBe(2);
    expect(
      await t.database.db.select().from(creditCards).where(eq(creditCards.userId, m.user.id)),
    ).toEqual([]);
    const back = await postResult(t, '/api/v1/checkout/receipt', result.fields);
    expect(back.headers.location).toBe(`http://portal.test/success-payment/${paid?.id}`);
    expect(await ordersOf(m.user.id)).toHaveLength(1);
  });

  it('a declined card lands on /fail-payment with its reason in the member’s language', async () => {
    const m = await member();
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
      { number: '4000 0000 0000 9995' },
      'es',
    );
    expect(result.fields).toMatchObject({ decision: 'DECLINE', reason_code: '204' });
    expect(result.fields.payment_token).toBeUndefined();
    const back = await postResult(t, '/api/v1/checkout/receipt', result.fields);
    expect(back.headers.location).toMatch(/^http:\/\/portal\.test\/fail-payment\//);
    expect(decoded(back.headers.location as string)).toContain('fondos insuficientes');
    await t.background.release();
    await t.background.idle();
    const [declined] = await ordersOf(m.user.id);
    expect(declined).toMatchObject({ status: 4, providerReasonCode: 204 });
    expect((await item(m.monthly[0]?.id))?.orderId).toBeNull();
  });

  it('cancel lands on /cancelled-payment and frees the items', async () => {
    const m = await member();
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
      { cancel: true },
    );
    expect(result.action).toBe('/api/v1/checkout/cancel');
    const back = await postResult(t, result.action, result.fields);
    expect(back.headers.location).toMatch(/^http:\/\/portal\.test\/cancelled-payment\//);
    expect(decoded(back.headers.location as string)).toBe(
      'You cancelled the card payment. Nothing was charged.',
    );
    const [cancelled] = await ordersOf(m.user.id);
    expect(cancelled?.status).toBe(5);
    expect((await item(m.monthly[0]?.id))?.orderId).toBeNull();
  });

  it('a REVIEW decision holds the order and its items instead of completing it', async () => {
    const m = await member();
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
      { number: '4000000000000119' },
    );
    const back = await postResult(t, '/api/v1/checkout/receipt', result.fields);
    const [held] = await ordersOf(m.user.id);
    // Not a failure: the member lands on the order's own page, which says it is under review.
    expect(back.headers.location).toBe(`http://portal.test/success-payment/${held?.id}`);
    expect(held?.status).toBe(6);
    const heldItem = await item(m.monthly[0]?.id);
    expect(heldItem).toMatchObject({ orderId: held?.id, paidAt: null });
    await t.background.release();
    await t.background.idle();
  });

  it('a wrong or missing signature, a changed amount or another attempt’s uuid changes nothing', async () => {
    const m = await member();
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
    );
    const secret = t.config.payments.sandbox.account.secretKey;
    const resign = (fields: Record<string, string>) => ({
      ...fields,
      signature: signFields(fields, secret),
    });
    const forged = [
      { ...result.fields, signature: 'AAAA' },
      { ...result.fields, signature: '' },
      { ...result.fields, req_amount: '1.00' }, // not re-signed
      resign({ ...result.fields, req_amount: '1.00' }), // signed, but not what we asked for
      resign({ ...result.fields, req_transaction_uuid: crypto.randomUUID() }),
      resign({ ...result.fields, req_currency: 'MXN' }),
    ];
    for (const fields of forged) {
      const answer = await postResult(t, '/api/v1/checkout/receipt', fields);
      expect(decoded(answer.headers.location as string)).toContain('could not confirm');
      const notified = await postResult(t, '/api/v1/checkout/notification', fields);
      expect(notified.statusCode).toBe(400);
    }
    const [still] = await ordersOf(m.user.id);
    expect(still?.status).toBe(1);
    expect((await item(m.monthly[0]?.id))?.paidAt).toBeNull();
    await t.background.release();
    await t.background.idle();
    expect((await ordersOf(m.user.id))[0]?.status).toBe(2);
  });

  it('the sandbox refuses a tampered, stale or reused request', async () => {
    const m = await member();
    const started = await t.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      token: m.token,
      payload: newCardOrder(m),
    });
    const fields = started.json().data.data.fields as Record<string, string>;
    const open = (f: Record<string, string>) =>
      t.request({ method: 'POST', url: '/sandbox/checkout/pay', ...form(f) });
    expect((await open({ ...fields, amount: '1.00' })).statusCode).toBe(403);
    const stale: Record<string, string> = { ...fields, signed_date_time: '2020-01-01T00:00:00Z' };
    stale.signature = signFields(stale, t.config.payments.sandbox.account.secretKey);
    expect((await open(stale)).statusCode).toBe(403);
    expect((await open(fields)).statusCode).toBe(200);
    const submit = {
      ...fields,
      card_number: VISA,
      card_expiry_month: '12',
      card_expiry_year: String(new Date().getUTCFullYear() + 1),
      card_cvn: CVV,
      card_holder: 'ANA RUIZ',
    };
    const bad = await t.request({
      method: 'POST',
      url: '/sandbox/checkout/submit',
      ...form({ ...submit, card_number: '4111111111111112', card_cvn: '12' }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('aria-invalid="true" aria-describedby="number-error"');
    expect(bad.body).toContain('cvv-error');
    const first = await t.request({
      method: 'POST',
      url: '/sandbox/checkout/submit',
      ...form(submit),
    });
    expect(first.statusCode).toBe(200);
    const second = await t.request({
      method: 'POST',
      url: '/sandbox/checkout/submit',
      ...form(submit),
    });
    expect(second.statusCode).toBe(403);
    await t.background.release();
    await t.background.idle();
  });

  it('validates the billing data as the form does, and checks the order like a saved-card one', async () => {
    const m = await member();
    const bad = await t.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      token: m.token,
      payload: newCardOrder(m, { address: 'Main St', country: 'US', state: 'Jalisco' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      address: [expect.stringContaining('letter and a digit')],
      state: [expect.any(String)],
    });
    const other = await member();
    const foreign = await t.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      token: m.token,
      payload: newCardOrder(other),
    });
    expect(foreign.statusCode).toBe(404);
    const tampered = await t.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      token: m.token,
      payload: newCardOrder(m, { order_amount: 999_999 }),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await ordersOf(m.user.id)).toEqual([]);
  });

  it('no card number or CVV in any table or log line', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await createTestApp(ENV, { logStream });
    try {
      const m = await member(logged);
      const { result } = await throughSandbox(
        logged,
        m.token,
        '/api/v1/payment/checkout',
        newCardOrder(m),
        { number: '5555 5555 5555 4444', cvv: '947' },
      );
      await postResult(logged, '/api/v1/checkout/receipt', result.fields);
      await logged.background.idle();
      // Every row of every table, as text.
      const tables = JSON.stringify(
        await logged.database.db.execute(
          sql`select table_name from information_schema.tables where table_schema = 'public'`,
        ),
      );
      let dump = '';
      for (const [, name] of tables.matchAll(/"table_name":"([a-z_]+)"/g)) {
        dump += JSON.stringify(
          await logged.database.db.execute(sql.raw(`select row_to_json(t)::text from "${name}" t`)),
        );
      }
      expect(dump).toContain('MP-'); // the orders and attempts were read
      expect(dump).toContain('4444'); // the last four are kept, as on a receipt
      for (const secret of ['5555555555554444', '5555 5555 5555 4444', '"947"', 'card_cvn']) {
        expect(dump).not.toContain(secret);
        expect(lines.join('')).not.toContain(secret);
      }
      expect(lines.length).toBeGreaterThan(0);
    } finally {
      await logged.close();
    }
  });

  it('the server stopped after the provider accepted: the notification completes it after restart', async () => {
    const database = await openTestDatabase();
    const first = await createTestApp(ENV, { database, holdBackground: true });
    const m = await member(first);
    const { result } = await throughSandbox(
      first,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
    );
    // The server goes down before the browser comes back; the provider retries its notification.
    await first.app.close();
    const second = await createTestApp(ENV, { database });
    try {
      const notified = await postResult(second, '/api/v1/checkout/notification', result.fields);
      expect(notified.statusCode).toBe(200);
      const [order] = await second.database.db
        .select()
        .from(orders)
        .where(eq(orders.userId, m.user.id));
      expect(order?.status).toBe(2);
      expect((await item(m.monthly[0]?.id, second))?.paidAt).not.toBeNull();
      const [attempt] = await second.database.db
        .select({ n: count() })
        .from(checkoutAttempts)
        .where(and(eq(checkoutAttempts.userId, m.user.id), eq(checkoutAttempts.status, 2)));
      expect(attempt?.n).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('saved cards: POST /api/v1/credit_cards/checkout, PUT /api/v1/credit_cards/{id}', () => {
  const cardsOf = async (token: string) => {
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/credit_cards?per_page=1000',
      token,
    });
    return response.json().data.data as { id: number; last_four: string; is_default: boolean }[];
  };
  const put = (token: string, id: number, payload: Record<string, unknown>) =>
    t.request({ method: 'PUT', url: `/api/v1/credit_cards/${id}`, token, payload });

  it('adds a card through the provider (no charge) and lands on /success-tokenization', async () => {
    const m = await member(t, { savedCard: true });
    const { checkout, page, result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/credit_cards/checkout',
      { ...billing, is_default: false },
      { number: '5555555555554444' },
      'es',
    );
    expect(checkout.url).toBe('http://portal.test/sandbox/checkout/token/create');
    expect(checkout.fields).toMatchObject({
      transaction_type: 'create_payment_token',
      amount: '0.00',
      locale: 'es-mx',
    });
    expect(page.body).toContain('no se hace ningún cargo');
    const back = await postResult(t, '/api/v1/checkout/receipt', result.fields);
    expect(back.headers.location).toBe('http://portal.test/success-tokenization');
    await t.background.release();
    await t.background.idle();
    const cards = await cardsOf(m.token);
    expect(cards.map((c) => [c.last_four, c.is_default])).toEqual([
      ['1111', true],
      ['4444', false],
    ]);
  });

  it('updates a saved card with its token (update_payment_token)', async () => {
    const m = await member(t, { savedCard: true });
    const cardId = m.card?.id ?? 0;
    const { checkout, result } = await throughSandbox(t, m.token, '/api/v1/credit_cards/checkout', {
      ...billing,
      card_id: cardId,
      is_default: true,
    });
    expect(checkout.url).toBe('http://portal.test/sandbox/checkout/token/update');
    expect(checkout.fields.payment_token).toBe(m.card?.cardToken);
    await postResult(t, '/api/v1/checkout/receipt', result.fields);
    const [row] = await t.database.db.select().from(creditCards).where(eq(creditCards.id, cardId));
    expect(row).toMatchObject({
      expYear: new Date().getUTCFullYear() + 3,
      address: billing.address,
    });
    await t.background.release();
    await t.background.idle();
  });

  it('makes another card the default, removes one, and answers 404 for someone else’s', async () => {
    const m = await member(t, { savedCard: true });
    const second = await insertCard(t.database.db, {
      userId: m.user.id,
      testCard: '5555555555554444',
    });
    const made = await put(m.token, second.id, { is_default: true });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.data).toMatchObject({ id: second.id, is_default: true });
    expect((await cardsOf(m.token)).map((c) => [c.id, c.is_default])).toEqual([
      [second.id, true],
      [m.card?.id, false],
    ]);
    const unchanged = await put(m.token, second.id, { is_default: true });
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json().message).toBe('Please modify at least one field');

    // Removing the default hands the default to the card left.
    const removed = await put(m.token, second.id, { status: false });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.data.status).toBe(0);
    expect((await cardsOf(m.token)).map((c) => [c.id, c.is_default])).toEqual([[m.card?.id, true]]);
    expect((await put(m.token, second.id, { status: false })).statusCode).toBe(404);

    const other = await member(t, { savedCard: true });
    expect((await put(m.token, other.card?.id ?? 0, { is_default: true })).statusCode).toBe(404);
    expect((await put(m.token, 0, { is_default: true })).statusCode).toBe(400);
    const anonymous = await t.request({
      method: 'PUT',
      url: `/api/v1/credit_cards/${second.id}`,
      payload: { is_default: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a card update for a card that is not the member’s', async () => {
    const m = await member();
    const other = await member(t, { savedCard: true });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/credit_cards/checkout',
      token: m.token,
      payload: { ...billing, card_id: other.card?.id, is_default: false },
    });
    expect(response.statusCode).toBe(404);
  });
});

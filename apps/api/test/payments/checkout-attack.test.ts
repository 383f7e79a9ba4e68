import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAttempts, invoices } from '../../src/db/schema/club.ts';
import { signedDateTime } from '../../src/platform/payments/secure-acceptance.ts';
import {
  hasValidSignature,
  signatureData,
  signFields,
} from '../../src/platform/payments/signature.ts';
import { createTestApp, mailTo, type TestApp } from '../harness.ts';
import {
  dueItem,
  type Member,
  member,
  newCardOrder,
  ordersOf,
  postResult,
} from './checkout-support.ts';

/**
 * Issue 19 #1, the attack itself: the hosted checkout's signature joins `name=value` with commas
 * and no escaping, so a signed result whose signed text holds `,` and `=` can be cut at other
 * commas. A member who typed field-shaped billing text, cancelled on the provider's page and
 * re-cut the provider's signed CANCEL so that it reads ACCEPT got an order paid, its items
 * settled, an invoice and a receipt, without a card and without any secret.
 */

const ENV = { RATE_LIMIT_SCALE: '50' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ENV, { holdBackground: true });
});
afterAll(() => t.close());

const secret = () => t.config.payments.sandbox.account.secretKey;

/** A billing country without a state list: the state is free text there. */
const germany = { country: 'DE', state: 'Berlin', city: 'Berlin', post_code: '10115' };

const RESULT_PATHS = {
  receipt: '/api/v1/checkout/receipt',
  notification: '/api/v1/checkout/notification',
} as const;

/**
 * The provider's signed result for a request, as the sandbox (and CyberSource) make it: every
 * request field echoed as `req_<name>`, then the outcome, signed over its own list.
 */
function providerResult(request: Record<string, string>, outcome: Record<string, string>) {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(request)) {
    if (name === 'signature' || name.endsWith('field_names')) continue;
    result[`req_${name}`] = value;
  }
  Object.assign(result, outcome, { signed_date_time: signedDateTime(new Date()) });
  result.signed_field_names = [...Object.keys(result), 'signed_field_names'].join(',');
  result.signature = signFields(result, secret());
  return result;
}

/**
 * A new-card checkout whose signed billing state holds field-shaped text, as the portal signed
 * it before this fix, the provider's signed CANCEL for it (the member pressed cancel), and that
 * CANCEL re-cut at other commas so that it reads ACCEPT with the attempt's own reference, uuid,
 * amount, currency and transaction type. The re-cut needs no secret: it keeps the provider's
 * signature, which verifies because the signed string is the same.
 */
async function cancelRecutAsAccept(m: Member) {
  const started = await t.request({
    method: 'POST',
    url: '/api/v1/payment/checkout',
    token: m.token,
    payload: newCardOrder(m, germany),
  });
  expect(started.statusCode, started.body).toBe(201);
  const fields = started.json().data.data.fields as Record<string, string>;

  // The names the re-cut keeps as they are: every echoed request field up to the state.
  const echoedNames = Object.keys(fields)
    .filter((name) => name !== 'signature' && !name.endsWith('field_names'))
    .map((name) => `req_${name}`);
  const kept = echoedNames.slice(0, echoedNames.indexOf('req_bill_to_address_state') + 1);
  const recutNames = [...kept, 'decision', 'signed_field_names', 'zz'];
  const fieldShaped = `Berlin,decision=ACCEPT,signed_field_names=${recutNames.join(',')},zz=`;

  // Before the fix the route took this text and the portal signed it, and kept what it signed
  // with the attempt: simulated with the sandbox's secret, which is the portal's here.
  const { signature: _signature, ...signed } = fields;
  const request: Record<string, string> = { ...signed, bill_to_address_state: fieldShaped };
  await t.database.db
    .update(checkoutAttempts)
    .set({ requestFields: request })
    .where(eq(checkoutAttempts.reference, fields.reference_number ?? ''));
  const cancel = providerResult(request, {
    decision: 'CANCEL',
    reason_code: '0',
    message: 'The customer cancelled the transaction.',
  });
  expect(hasValidSignature(cancel, secret())).toBe(true);

  // The re-cut: same signed string, other commas.
  const data = signatureData(cancel, (cancel.signed_field_names ?? '').split(','));
  const recut: Record<string, string> = {};
  for (const name of kept) recut[name] = cancel[name] ?? '';
  recut.req_bill_to_address_state = 'Berlin';
  recut.decision = 'ACCEPT';
  recut.signed_field_names = recutNames.join(',');
  recut.zz = data.slice(data.indexOf(',zz=') + ',zz='.length);
  recut.signature = cancel.signature ?? '';
  expect(signatureData(recut, recutNames)).toBe(data);
  expect(hasValidSignature(recut, secret())).toBe(true);
  expect(recut).toMatchObject({
    decision: 'ACCEPT',
    req_reference_number: fields.reference_number,
    req_transaction_uuid: fields.transaction_uuid,
    req_amount: '1025.00',
    req_currency: 'USD',
    req_transaction_type: 'sale,create_payment_token',
  });
  return { fields, recut };
}

/** Nothing was paid: no order paid or held, no item settled, no invoice, no e-mail. */
async function expectNothingPaid(m: Member, mailsBefore: number) {
  await t.background.release();
  await t.background.idle();
  const rows = await ordersOf(t, m.user.id);
  expect(rows.length).toBeGreaterThan(0);
  for (const order of rows) expect([1, 5]).toContain(order.status); // pending or cancelled
  expect((await dueItem(t, m.monthly[0]?.id))?.paidAt).toBeNull();
  expect((await dueItem(t, m.monthly[1]?.id))?.paidAt).toBeNull();
  const invoiced = await t.database.db
    .select()
    .from(invoices)
    .where(
      inArray(
        invoices.orderId,
        rows.map((order) => order.id),
      ),
    );
  expect(invoiced).toEqual([]);
  expect(await mailTo(t, m.user.email)).toHaveLength(mailsBefore);
}

describe('issue 19 #1: a signed result re-cut at other commas pays nothing', () => {
  it('the checkout routes refuse billing text holding `,` or `=`, in the member’s language', async () => {
    const m = await member(t);
    const attempts = [
      { ...germany, state: 'Berlin,decision=ACCEPT' },
      { ...germany, address: 'Unter den Linden 1, Mitte' },
      { ...germany, city: 'Berlin=Mitte' },
    ];
    for (const extra of attempts) {
      const refused = await t.request({
        method: 'POST',
        url: '/api/v1/payment/checkout',
        token: m.token,
        payload: newCardOrder(m, extra),
      });
      expect(refused.statusCode, refused.body).toBe(400);
      const errors = Object.values(refused.json().errors as Record<string, string[]>).flat();
      expect(errors).toContain(
        'Leave out commas (,) and equals signs (=): they cannot be sent to the card provider.',
      );
    }
    const spanish = await t.request({
      method: 'POST',
      url: '/api/v1/credit_cards/checkout',
      token: m.token,
      lang: 'es',
      payload: {
        first_name: 'Ana',
        last_name: 'Ruiz',
        address: 'Av. Kukulcán km 12',
        ...germany,
        state: 'Berlin,decision=ACCEPT',
        is_default: false,
      },
    });
    expect(spanish.statusCode, spanish.body).toBe(400);
    expect(spanish.json().errors.state).toEqual([
      'No uses comas (,) ni signos de igual (=): no se pueden enviar al proveedor de la tarjeta.',
    ]);
    expect(await ordersOf(t, m.user.id)).toEqual([]);
  });

  for (const [channel, path] of Object.entries(RESULT_PATHS)) {
    it(`a CANCEL re-cut to read ACCEPT, posted to the ${channel} endpoint, is refused`, async () => {
      const m = await member(t);
      const mailsBefore = (await mailTo(t, m.user.email)).length;
      const { recut } = await cancelRecutAsAccept(m);

      const answer = await postResult(t, path, recut);
      if (channel === 'receipt') {
        expect(answer.statusCode).toBe(303);
        expect(answer.headers.location).not.toMatch(/success-payment/);
      } else {
        expect(answer.statusCode).toBe(400);
      }
      // Replayed on the other channel too: still nothing.
      const other = channel === 'receipt' ? RESULT_PATHS.notification : RESULT_PATHS.receipt;
      await postResult(t, other, recut);
      await expectNothingPaid(m, mailsBefore);
      const [order] = await ordersOf(t, m.user.id);
      expect(order?.status).toBe(1); // still waiting for the provider's real word
    });

    it(`a CANCEL re-cut to read ACCEPT, posted to the ${channel} endpoint after the member gave up, is refused`, async () => {
      const m = await member(t);
      const mailsBefore = (await mailTo(t, m.user.email)).length;
      const { recut } = await cancelRecutAsAccept(m);
      const [open] = await ordersOf(t, m.user.id);

      // The member gives the checkout up (the items are offered again). A late word after that
      // is never dropped (issue 19 #4), but this one is forged: not money received either.
      const gaveUp = await t.request({
        method: 'POST',
        url: `/api/v1/payment/${open?.id}/cancel`,
        token: m.token,
      });
      expect(gaveUp.statusCode, gaveUp.body).toBe(200);
      const answer = await postResult(t, path, recut);
      if (channel === 'notification') expect(answer.statusCode).toBe(400);
      else expect(answer.headers.location).not.toMatch(/success-payment/);
      await expectNothingPaid(m, mailsBefore);
      const [order] = await ordersOf(t, m.user.id);
      expect(order?.status).toBe(5);
    });
  }
});

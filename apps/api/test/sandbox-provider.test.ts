import { paymentCheckoutBodySchema } from '@mp/contract/payments/schemas';
import { billingStateCode, billingStateOptions } from '@mp/contract/rules/billing-states';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertCard } from '../src/db/factories/payments.ts';
import { sandboxTransactions } from '../src/db/schema/sandbox.ts';
import type { PaymentProvider } from '../src/platform/payments/provider.ts';
import { echoMismatch } from '../src/platform/payments/secure-acceptance.ts';
import { signFields } from '../src/platform/payments/signature.ts';
import {
  createSandboxProvider,
  SANDBOX_CHECKOUT_PATH,
  type SandboxProvider,
} from '../src/sandbox/sandbox-provider.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  autoPost,
  form,
  type Member,
  member,
  newCardOrder,
  ordersOf,
  postResult,
  throughSandbox,
  VISA,
} from './payments/checkout-support.ts';

/**
 * The sandbox provider as a test double of the real one (PAYMENTS.md "The sandbox provider",
 * issue 19 #4, #6, #16, #18): a used or cancelled transaction uuid is refused, the real
 * provider's field limits are enforced, every charge is on record for findCharge, a test can
 * make the provider go silent, and a held payment gets its final word at the review desk.
 */

const ENV = { RATE_LIMIT_SCALE: '50' };
const REVIEW_CARD = '4000000000000119';

let t: TestApp;
/** The provider the portal calls: the sandbox's, with every result it is asked to verify kept. */
let sandbox: SandboxProvider;
const verified: Record<string, string>[] = [];
const spy: PaymentProvider = {
  name: 'sandbox',
  chargeToken: (request) => sandbox.chargeToken(request),
  findCharge: (reference) => sandbox.findCharge(reference),
  buildHostedCheckout: (request) => sandbox.buildHostedCheckout(request),
  verifyResult: (fields) => {
    verified.push({ ...fields });
    return sandbox.verifyResult(fields);
  },
};

beforeAll(async () => {
  t = await createTestApp(ENV, { holdBackground: true, payments: spy });
  sandbox = createSandboxProvider(t.database.db, {
    account: t.config.payments.sandbox.account,
    checkoutUrl: `${t.config.publicUrl}${SANDBOX_CHECKOUT_PATH}`,
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  sandbox.faults.charge = 'none';
  sandbox.faults.lookup = 'none';
  await t.background.release();
});

const secret = () => t.config.payments.sandbox.account.secretKey;
const resign = (fields: Record<string, string>) => {
  const copy = { ...fields };
  copy.signature = signFields(copy, secret());
  return copy;
};
const submitFields = (fields: Record<string, string>, number = VISA) => ({
  ...fields,
  card_number: number,
  card_expiry_month: '12',
  card_expiry_year: String(new Date().getUTCFullYear() + 3),
  card_cvn: '737',
  card_holder: 'ANA RUIZ',
});
const post = (path: string, fields: Record<string, string>) =>
  t.request({ method: 'POST', url: `${SANDBOX_CHECKOUT_PATH}${path}`, ...form(fields) });

async function startCheckout(m: Member, extra: Record<string, unknown> = {}) {
  const started = await t.request({
    method: 'POST',
    url: '/api/v1/payment/checkout',
    token: m.token,
    payload: newCardOrder(m, extra),
  });
  expect(started.statusCode, started.body).toBe(201);
  return started.json().data.data.fields as Record<string, string>;
}

async function sandboxRows(reference: string) {
  return t.database.db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.reference, reference))
    .orderBy(sandboxTransactions.id);
}

describe('a transaction uuid is used once: paid, declined, held or cancelled (issue 19 #4)', () => {
  it('a cancelled signed request can no longer be paid, nor cancelled again', async () => {
    const m = await member(t);
    const fields = await startCheckout(m);
    expect((await post('/pay', fields)).statusCode).toBe(200);
    const cancelled = await post('/cancel', submitFields(fields));
    expect(cancelled.statusCode).toBe(200);
    expect(autoPost(cancelled.body).fields.decision).toBe('CANCEL');

    const [row, ...others] = await sandboxRows(fields.reference_number ?? '');
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      decision: 'CANCEL',
      transactionUuid: fields.transaction_uuid,
      amount: '1025.00',
      currency: 'USD',
    });

    const paid = await post('/submit', submitFields(fields));
    expect(paid.statusCode).toBe(403);
    expect(paid.body).toContain('already used or cancelled (reason 104)');
    expect((await post('/pay', fields)).statusCode).toBe(403);
    expect((await post('/cancel', fields)).statusCode).toBe(403);
    expect(await sandboxRows(fields.reference_number ?? '')).toHaveLength(1);
  });

  it('a paid request can no longer be cancelled, and the refusal is in the request’s language', async () => {
    const m = await member(t);
    const fields = await startCheckout(m);
    expect((await post('/submit', submitFields(fields))).statusCode).toBe(200);
    const spanish = resign({ ...fields, locale: 'es-mx' });
    const refused = await post('/cancel', spanish);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('ya se usó o se canceló (motivo 104)');
    expect(refused.body).toContain('<html lang="es">');
    // The Spanish checkout page: "Monto", the portal's money form, outcomes as states (L34).
    const other = await startCheckout(await member(t));
    const page = await post('/pay', resign({ ...other, locale: 'es-mx' }));
    expect(page.body).toContain('<dt>Monto</dt>');
    expect(page.body).toMatch(/Pagar \$[\d,]+\.\d{2}\s(USD|MXN)/);
    expect(page.body).toContain('Aprobada');
    expect(page.body).toContain('Rechazada (fondos insuficientes)');
    expect(page.body).not.toContain('Importe');
    expect((await sandboxRows(fields.reference_number ?? '')).map((r) => r.decision)).toEqual([
      'ACCEPT',
    ]);
  });
});

describe('the real provider’s field limits (PAYMENTS.md "Field limits", issue 19 #18)', () => {
  const limits = [
    ['bill_to_forename', 'A'.repeat(60), 'A'.repeat(61)],
    ['bill_to_surname', 'B'.repeat(60), 'B'.repeat(61)],
    ['bill_to_address_line1', `${'Calle 1 '.repeat(7)}1234`, `${'Calle 1 '.repeat(7)}12345`],
    ['bill_to_address_city', 'C'.repeat(50), 'C'.repeat(51)],
    ['bill_to_address_postal_code', '1234567890', '12345678901'],
    ['bill_to_email', `${'e'.repeat(243)}@example.com`, `${'e'.repeat(244)}@example.com`],
  ] as const;

  it('the sandbox takes each field at its limit and refuses one character more (reason 102)', async () => {
    const m = await member(t);
    const fields = await startCheckout(m, { country: 'DE', state: 'Berlin', post_code: '10115' });
    for (const [name, longest, tooLong] of limits) {
      expect(longest.length).toBe(tooLong.length - 1);
      const fits = await post('/pay', resign({ ...fields, [name]: longest }));
      expect(fits.statusCode, `${name}: ${fits.body}`).toBe(200);
      const refused = await post('/pay', resign({ ...fields, [name]: tooLong }));
      expect(refused.statusCode, name).toBe(400);
      expect(refused.body).toContain(`(reason 102): ${name}.`);
    }
  });

  it('the state is an ISO 3166-2 code of the list in the US, Canada and Mexico', async () => {
    const m = await member(t);
    const fields = await startCheckout(m);
    expect(fields).toMatchObject({ bill_to_address_country: 'MX', bill_to_address_state: 'ROO' });
    const cases = [
      ['MX', 'ROO', '77500', 200],
      ['MX', 'JAL', '44100', 200],
      ['MX', 'Quintana Roo', '77500', 400],
      ['MX', 'QR', '77500', 400],
      ['US', 'FL', '33139', 200],
      ['US', 'Florida', '33139', 400],
      ['US', 'FL', '3313', 400],
      ['CA', 'QC', 'H2X 1Y4', 200],
      ['CA', 'QC', '12345', 400],
      ['DE', 'Bayern', '80331', 200],
    ] as const;
    for (const [country, state, postCode, status] of cases) {
      const answer = await post(
        '/pay',
        resign({
          ...fields,
          bill_to_address_country: country,
          bill_to_address_state: state,
          bill_to_address_postal_code: postCode,
        }),
      );
      expect(answer.statusCode, `${country} ${state} ${postCode}`).toBe(status);
    }
    const spanish = await post(
      '/pay',
      resign({ ...fields, locale: 'es-mx', bill_to_address_state: 'Quintana Roo' }),
    );
    expect(spanish.body).toContain(
      'Faltan campos o no son válidos (motivo 102): bill_to_address_state.',
    );
  });

  it('the forms and routes use the same limits: the contract’s billing schema', async () => {
    const m = await member(t);
    const body = newCardOrder(m);
    const errorsOf = (extra: Record<string, unknown>) => {
      const parsed = paymentCheckoutBodySchema.safeParse({ ...body, ...extra });
      return parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    };
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ first_name: 'A'.repeat(60), city: 'C'.repeat(50) })).toEqual({});
    expect(errorsOf({ first_name: 'A'.repeat(61) })).toEqual({ first_name: 'billing_name_max' });
    expect(errorsOf({ last_name: 'B'.repeat(61) })).toEqual({ last_name: 'billing_name_max' });
    expect(errorsOf({ address: `${'Calle 1 '.repeat(7)}12345` })).toEqual({
      address: 'billing_address_max',
    });
    expect(errorsOf({ city: 'C'.repeat(51) })).toEqual({ city: 'billing_city_max' });
    expect(errorsOf({ post_code: '12345678901' })).toEqual({
      post_code: 'billing_postal_code_max',
    });
    expect(errorsOf({ state: 'Quintana Roo' })).toEqual({ state: 'state_invalid' });
    expect(errorsOf({ country: 'US', state: 'FL', post_code: '3313' })).toEqual({
      post_code: 'postal_code_invalid',
    });
    expect(errorsOf({ country: 'CA', state: 'QC', post_code: 'H2X 1Y4' })).toEqual({});
    expect(errorsOf({ country: 'DE', state: 'Bayern', post_code: '80331' })).toEqual({});
    for (const field of ['first_name', 'address', 'city', 'post_code'] as const) {
      expect(errorsOf({ [field]: `${body[field]},x=1` })[field]).toMatch(
        /billing_separators|postal_code_invalid/,
      );
    }
    expect(errorsOf({ country: 'DE', state: 'Bayern=1' })).toEqual({ state: 'billing_separators' });

    // The route answers the keys in the member's language.
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      token: m.token,
      lang: 'es',
      payload: { ...body, state: 'Quintana Roo', city: 'C'.repeat(51) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      state: ['Elige un estado o provincia de la lista.'],
      city: ['Usa como máximo 50 caracteres.'],
    });
  });

  it('Mexico’s 32 states are a list, by name in each language, found from a typed name', () => {
    const en = billingStateOptions('MX', 'en');
    const es = billingStateOptions('MX', 'es');
    expect(en).toHaveLength(32);
    expect(new Set(en.map((s) => s.code)).size).toBe(32);
    for (const option of en) expect(option.code).toMatch(/^[A-Z]{3}$/);
    expect(es.find((s) => s.code === 'CMX')?.name).toBe('Ciudad de México');
    expect(en.find((s) => s.code === 'CMX')?.name).toBe('Mexico City');
    expect(en.map((s) => s.name)).toEqual(
      [...en.map((s) => s.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(billingStateOptions('US', 'en')).toHaveLength(62);
    expect(billingStateOptions('DE', 'en')).toEqual([]);
    expect(billingStateCode('MX', 'Quintana Roo')).toBe('ROO');
    expect(billingStateCode('MX', 'queretaro')).toBe('QUE');
    expect(billingStateCode('MX', 'Estado de México')).toBe('MEX');
    expect(billingStateCode('MX', 'jal')).toBe('JAL');
    expect(billingStateCode('US', 'new york')).toBe('NY');
    expect(billingStateCode('MX', 'CDMX')).toBe('CMX');
    expect(billingStateCode('MX', 'Q. Roo')).toBe('ROO');
    expect(billingStateCode('MX', 'Nuevo Leon')).toBe('NLE');
    expect(billingStateCode('MX', 'Cancún')).toBe('');
    expect(billingStateCode('DE', 'Bayern')).toBe('');
  });
});

describe('findCharge: the sandbox’s record of every charge by reference (issue 19 #16)', () => {
  it('answers a hosted sale approved, declined or held, a cancel or nothing as not found', async () => {
    const outcomes = [
      [VISA, 'approved', 100],
      ['4000000000000002', 'declined', 203],
      ['4000000000009995', 'declined', 204],
      [REVIEW_CARD, 'review', 230],
    ] as const;
    for (const [card, outcome, reasonCode] of outcomes) {
      const m = await member(t);
      const { checkout, result } = await throughSandbox(
        t,
        m.token,
        '/api/v1/payment/checkout',
        newCardOrder(m),
        { number: card },
      );
      const found = await sandbox.findCharge(checkout.fields.reference_number ?? '');
      expect(found).toMatchObject({
        outcome,
        reasonCode,
        transactionId: result.fields.transaction_id,
      });
      // What the sandbox keeps of the request: what it signed, the card masked, no number.
      const [row] = await sandboxRows(checkout.fields.reference_number ?? '');
      const { signature: _signature, ...signed } = checkout.fields;
      expect(row?.requestFields).toEqual({
        ...signed,
        card_number: `xxxxxxxxxxxx${card.slice(-4)}`,
        card_type: '001',
        card_expiry_date: `12-${new Date().getUTCFullYear() + 3}`,
      });
      expect(JSON.stringify(row)).not.toContain(card);
    }
    const m = await member(t);
    const { checkout } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
      { cancel: true },
    );
    expect(await sandbox.findCharge(checkout.fields.reference_number ?? '')).toEqual({
      outcome: 'not_found',
    });
    expect(await sandbox.findCharge('MP-NEVER-USED')).toEqual({ outcome: 'not_found' });
  });

  it('answers a token charge; a silent provider answers unknown, having charged or not', async () => {
    const m = await member(t, { savedCard: true });
    const token = m.card?.cardToken ?? '';
    const charge = (reference: string) =>
      sandbox.chargeToken({ token, amount: '500.00', currency: 'USD', reference });

    const approved = await charge('MP-FC-APPROVED');
    expect(approved.outcome).toBe('approved');
    expect(await sandbox.findCharge('MP-FC-APPROVED')).toMatchObject({
      outcome: 'approved',
      transactionId: approved.transactionId,
    });

    sandbox.faults.charge = 'charged_no_answer';
    expect(await charge('MP-FC-LOST-ANSWER')).toMatchObject({
      outcome: 'unknown',
      transactionId: null,
    });
    expect(await sandbox.findCharge('MP-FC-LOST-ANSWER')).toMatchObject({ outcome: 'approved' });

    sandbox.faults.charge = 'not_charged_no_answer';
    expect(await charge('MP-FC-NEVER-ARRIVED')).toMatchObject({ outcome: 'unknown' });
    expect(await sandbox.findCharge('MP-FC-NEVER-ARRIVED')).toEqual({ outcome: 'not_found' });

    sandbox.faults.lookup = 'no_answer';
    expect(await sandbox.findCharge('MP-FC-APPROVED')).toEqual({ outcome: 'unknown' });
  });

  it('the faults come from the settings too (test runs only)', async () => {
    const faulty = createSandboxProvider(t.database.db, {
      account: t.config.payments.sandbox.account,
      checkoutUrl: `${t.config.publicUrl}${SANDBOX_CHECKOUT_PATH}`,
      faults: { charge: 'charged_no_answer', lookup: 'none' },
    });
    const m = await member(t, { savedCard: true });
    const answer = await faulty.chargeToken({
      token: m.card?.cardToken ?? '',
      amount: '10.00',
      currency: 'USD',
      reference: 'MP-FC-SETTING',
    });
    expect(answer.outcome).toBe('unknown');
    expect((await faulty.findCharge('MP-FC-SETTING')).outcome).toBe('approved');
  });
});

describe('the review desk: a held payment gets its final word (issue 19 #6)', () => {
  const desk = (lang: 'en' | 'es' = 'en') =>
    t.request({ method: 'GET', url: `/sandbox/review?lang=${lang}` });
  const decide = (transactionId: string, decision: string, lang = 'en') =>
    t.request({
      method: 'POST',
      url: '/sandbox/review/decide',
      ...form({ transaction_id: transactionId, decision, lang }),
    });

  async function heldSale() {
    const m = await member(t);
    const { checkout, result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
      { number: REVIEW_CARD },
    );
    expect(result.fields).toMatchObject({ decision: 'REVIEW', reason_code: '230' });
    await postResult(t, result.action, result.fields);
    await t.background.release(); // the REVIEW's own notification
    return { m, checkout, result };
  }

  it('lists the held payments and explains the test card, in both languages', async () => {
    const { checkout } = await heldSale();
    const page = await desk();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1 id="title">Review desk</h1>');
    expect(page.body).toContain('4000 0000 0000 0119');
    expect(page.body).toContain('REVIEW (reason 230)');
    expect(page.body).toContain(checkout.fields.reference_number);
    expect(page.body).toMatch(/\$1,025\.00\sUSD/);
    expect(page.body).toContain('Hosted checkout');
    expect(page.body).toContain(
      `aria-label="Accept the payment ${checkout.fields.reference_number}"`,
    );
    expect(page.body).not.toContain('<script');
    const spanish = await desk('es');
    expect(spanish.body).toContain('<html lang="es">');
    expect(spanish.body).toContain('Mesa de revisión');
    expect(spanish.body).toContain('Checkout alojado');
    expect(spanish.body).toContain(`Rechazar el pago ${checkout.fields.reference_number}`);
    // Money as the portal writes it (Spanish review M1, L34).
    expect(spanish.body).toContain('<th scope="col">Monto</th>');
    expect(spanish.body).toMatch(/\$1,025\.00\sUSD/);
    // The checkout page points a newcomer to it.
    const m = await member(t);
    const fields = await startCheckout(m);
    expect((await post('/pay', fields)).body).toContain('href="/sandbox/review?lang=en"');
  });

  it('accepting a hosted sale posts a signed ACCEPT echoing what the first result echoed', async () => {
    const { checkout, result } = await heldSale();
    const id = result.fields.transaction_id ?? '';
    const before = verified.length;
    const decided = await decide(id, 'ACCEPT');
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(
      `/sandbox/review?lang=en&accepted=${checkout.fields.reference_number}`,
    );
    const [row] = await sandboxRows(checkout.fields.reference_number ?? '');
    expect(row).toMatchObject({ decision: 'ACCEPT', reasonCode: 100 });
    expect(row?.decidedAt).toBeInstanceOf(Date);
    expect(await sandbox.findCharge(checkout.fields.reference_number ?? '')).toMatchObject({
      outcome: 'approved',
      transactionId: id,
    });

    await t.background.release(); // the notification
    const notified = verified.slice(before);
    expect(notified).toHaveLength(1);
    const word = notified[0] ?? {};
    expect(word).toMatchObject({
      decision: 'ACCEPT',
      reason_code: '100',
      transaction_id: id,
      auth_amount: '1025.00',
      req_reference_number: checkout.fields.reference_number,
      req_transaction_uuid: checkout.fields.transaction_uuid,
      req_amount: '1025.00',
    });
    expect(word.payment_token).toMatch(/^sbx_tok_/);
    const first = sandbox.verifyResult(result.fields);
    const final = sandbox.verifyResult(word);
    expect(final?.echoed).toEqual(first?.echoed);
    const { signature: _signature, ...sent } = checkout.fields;
    expect(echoMismatch(sent, final?.echoed ?? {})).toBeNull();

    // Once decided, it leaves the desk; a second decision changes nothing.
    expect((await desk()).body).not.toContain(checkout.fields.reference_number);
    const again = await decide(id, 'DECLINE');
    expect(again.headers.location).toBe('/sandbox/review?lang=en&gone=1');
    expect(
      (await t.request({ method: 'GET', url: again.headers.location as string })).body,
    ).toContain('no longer held');
    await t.background.release();
    expect(verified.length).toBe(before + 1);
  });

  it('rejecting a hosted sale posts a signed DECLINE (481)', async () => {
    const { checkout, result } = await heldSale();
    const before = verified.length;
    const decided = await decide(result.fields.transaction_id ?? '', 'DECLINE', 'es');
    expect(decided.headers.location).toBe(
      `/sandbox/review?lang=es&rejected=${checkout.fields.reference_number}`,
    );
    expect(
      (await t.request({ method: 'GET', url: decided.headers.location as string })).body,
    ).toContain(`${checkout.fields.reference_number} rechazado`);
    await t.background.release();
    const [word] = verified.slice(before);
    expect(word).toMatchObject({
      decision: 'DECLINE',
      reason_code: '481',
      transaction_id: result.fields.transaction_id,
      req_reference_number: checkout.fields.reference_number,
    });
    expect(word?.payment_token).toBeUndefined();
    expect(sandbox.verifyResult(word ?? {})).not.toBeNull();
    expect(await sandbox.findCharge(checkout.fields.reference_number ?? '')).toMatchObject({
      outcome: 'declined',
      reasonCode: 481,
    });
  });

  it('deciding a held token charge updates the record only: the portal asks findCharge', async () => {
    const m = await member(t);
    const card = await insertCard(t.database.db, { userId: m.user.id, testCard: REVIEW_CARD });
    const held = await sandbox.chargeToken({
      token: card.cardToken,
      amount: '500.00',
      currency: 'USD',
      reference: `MP-HELD-${m.user.id}`,
    });
    expect(held.outcome).toBe('review');
    const page = await desk();
    expect(page.body).toContain(`MP-HELD-${m.user.id}`);
    expect(page.body).toContain('Saved-card charge');
    expect(page.body).toContain('•••• 0119');
    const before = verified.length;
    expect((await decide(held.transactionId ?? '', 'DECLINE')).statusCode).toBe(303);
    await t.background.release();
    expect(verified.length).toBe(before);
    expect(await sandbox.findCharge(`MP-HELD-${m.user.id}`)).toMatchObject({
      outcome: 'declined',
      reasonCode: 481,
      transactionId: held.transactionId,
    });
  });

  it('refuses a decision that is neither ACCEPT nor DECLINE', async () => {
    const { result } = await heldSale();
    const answer = await decide(result.fields.transaction_id ?? '', 'MAYBE');
    expect(answer.statusCode).toBe(400);
    expect(await sandbox.findCharge(result.fields.req_reference_number ?? '')).toMatchObject({
      outcome: 'review',
    });
  });

  it('the portal settles the held order with the final word', async () => {
    const accepted = await heldSale();
    const rejected = await heldSale();
    expect((await ordersOf(t, accepted.m.user.id))[0]?.status).toBe(6);
    await decide(accepted.result.fields.transaction_id ?? '', 'ACCEPT');
    await decide(rejected.result.fields.transaction_id ?? '', 'DECLINE');
    await t.background.release();
    expect((await ordersOf(t, accepted.m.user.id))[0]?.status).toBe(2);
    expect((await ordersOf(t, rejected.m.user.id))[0]?.status).toBe(4);
  });
});

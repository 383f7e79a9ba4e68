import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { insertCard, insertPayableContract } from '../../src/db/factories/payments.ts';
import { dueItems, orders } from '../../src/db/schema/club.ts';
import { signFields } from '../../src/platform/payments/signature.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

/** The hosted checkout as the API tests drive it: a member, the provider's pages, its answers. */

/** The settings the payments tests run under: a file's many payments stay under the limits. */
export const PAYMENTS_ENV = { RATE_LIMIT_SCALE: '50' };

/**
 * The test app that runs the payments: the sandbox's notification and the other after-response
 * work are held (`background.release()`), so each test posts results itself.
 */
export const createPaymentsTestApp = () => createTestApp(PAYMENTS_ENV, { holdBackground: true });

/**
 * What a payment's code is given when a test runs it directly (the payments service, the
 * settlement, the order lifecycle, a job): the test app's database, settings and limits; the
 * e-mails it commits wait in the outbox for `drainJobs()`.
 */
export const serviceContext = (app: TestApp, db: Database = app.database.db) => ({
  db,
  config: app.config,
  limits: app.limits,
  pdf: app.pdf,
  kickMail: () => {},
});

export const VISA = '4111111111111111';
export const CVV = '737';
export const billing = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  address: 'Av. Kukulcán km 12',
  city: 'Cancún',
  state: 'ROO',
  country: 'MX',
  post_code: '77500',
};

/** A signed-in member with a payable contract (insertPayableContract), and a saved Visa if asked. */
export async function member(app: TestApp, options: { savedCard?: boolean } = {}) {
  const user = await createMember(app);
  const { access_token: token } = await tokenFor(app, user.email);
  const payable = await insertPayableContract(app.database.db, { userId: user.id });
  const card = options.savedCard
    ? await insertCard(app.database.db, { userId: user.id, testCard: VISA, isDefault: true })
    : null;
  return { user, token, ...payable, card };
}
export type Member = Awaited<ReturnType<typeof member>>;

/** A saved-card payment of the two installments due now (1,025.00: one carries a late fee). */
export const savedCardOrder = (
  payable: { contract: { id: number }; monthly: readonly { id: number }[]; card: { id: number } },
  extra: Record<string, unknown> = {},
) => ({
  order_amount: 1025,
  contract_id: payable.contract.id,
  card_id: payable.card.id,
  cvv: '123',
  paymentTypeIds: [payable.monthly[0]?.id, payable.monthly[1]?.id],
  paymentType: 'monthly',
  monthlyType: 'monthly',
  multiplePayment: false,
  device_fingerprint_id: 'abc-123',
  ...extra,
});

/** A new-card payment of the two installments due now (1,025.00: one carries a late fee). */
export const newCardOrder = (m: Member, extra: Record<string, unknown> = {}) => ({
  order_amount: 1025,
  contract_id: m.contract.id,
  card_id: -1,
  paymentTypeIds: [m.monthly[0]?.id, m.monthly[1]?.id],
  paymentType: 'monthly',
  monthlyType: 'monthly',
  multiplePayment: false,
  device_fingerprint_id: 'fp-session-1',
  save_card: true,
  is_default: true,
  ...billing,
  ...extra,
});

export const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** The hidden fields and the action of the sandbox's auto-post page (what the browser posts). */
export function autoPost(html: string) {
  const unescapeHtml = (v: string) =>
    v.replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)));
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(match[1] ?? '')] = unescapeHtml(match[2] ?? '');
  }
  const action = unescapeHtml(
    /<form id="result" method="post" action="([^"]*)"/.exec(html)?.[1] ?? '',
  );
  return { action: new URL(action).pathname, fields };
}

/** Through the provider's pages as a member would: checkout fields, the card page, its answer. */
export async function throughSandbox(
  app: TestApp,
  token: string,
  url: string,
  body: Record<string, unknown>,
  card: { number?: string; cvv?: string; cancel?: boolean } = {},
  lang: 'en' | 'es' = 'en',
) {
  const started = await app.request({ method: 'POST', url, token, lang, payload: body });
  expect(started.statusCode, started.body).toBe(201);
  const checkout = started.json().data.data as { url: string; fields: Record<string, string> };
  const page = await app.request({
    method: 'POST',
    url: new URL(checkout.url).pathname,
    ...form(checkout.fields),
  });
  expect(page.statusCode, page.body).toBe(200);
  const next = await app.request({
    method: 'POST',
    url: card.cancel ? '/sandbox/checkout/cancel' : '/sandbox/checkout/submit',
    ...form({
      ...checkout.fields,
      card_number: card.number ?? VISA,
      card_expiry_month: '12',
      card_expiry_year: String(new Date().getUTCFullYear() + 3),
      card_cvn: card.cvv ?? CVV,
      card_holder: 'ANA RUIZ',
    }),
  });
  expect(next.statusCode, next.body).toBe(200);
  return { checkout, page, result: autoPost(next.body) };
}

export const postResult = (app: TestApp, path: string, fields: Record<string, string>) =>
  app.request({ method: 'POST', url: path, ...form(fields) });

/** A provider result re-signed with the sandbox's secret: the provider's word, as tests need it. */
export function resigned(app: TestApp, fields: Record<string, string>) {
  return {
    ...fields,
    signature: signFields(fields, app.config.payments.sandbox.account.secretKey),
  };
}

/** The message of a /fail-payment/… or /cancelled-payment/… redirect. */
export const decoded = (location: string) =>
  Buffer.from(location.split('/').pop() ?? '', 'base64url').toString('utf8');

export function ordersOf(app: TestApp, userId: number) {
  return app.database.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
}
export async function dueItem(app: TestApp, id: number | undefined) {
  const [row] = await app.database.db
    .select()
    .from(dueItems)
    .where(eq(dueItems.id, id ?? 0));
  return row;
}

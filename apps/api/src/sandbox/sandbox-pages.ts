import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import {
  cardDigits,
  cardTypeOfNumber,
  cvvLength,
  isValidCardNumber,
  isValidExpiry,
} from '@mp/contract/payments/rules/cards';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Database } from '../db/client.ts';
import type { AppModule } from '../modules/app-module.ts';
import { CHECKOUT_RESULT_PATHS } from '../modules/payments/checkout-service.ts';
import { checkoutPath, signedDateTime } from '../platform/payments/secure-acceptance.ts';
import { hasValidSignature, signFields } from '../platform/payments/signature.ts';
import {
  AUTOPOST_JS,
  renderAutoPostPage,
  renderCheckoutPage,
  renderRefusedPage,
  SANDBOX_CSS,
  type SandboxFieldError,
} from './sandbox-html.ts';
import { SANDBOX_CHECKOUT_PATH, transactionId } from './sandbox-provider.ts';
import {
  findSandboxToken,
  insertSandboxTokens,
  insertSandboxTransaction,
  isTransactionUuidUsed,
  sandboxTokenRow,
  updateSandboxToken,
} from './sandbox-store.ts';
import { SANDBOX_BAD_CVV, SANDBOX_REASON_MESSAGES, sandboxTestCard } from './test-cards.ts';

/** PAYMENTS.md: a signed request older than this is stale (and the uuid's duplicate window). */
const FRESH_MS = 15 * 60_000;
/** Clocks differ a little; a request from the future by more than this is refused. */
const SKEW_MS = 5 * 60_000;

type Fields = Record<string, string>;

function formFields(body: unknown): Fields {
  const fields: Fields = {};
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') fields[name] = first;
    }
  }
  return fields;
}

/** The request fields the merchant signed, without the card fields the page adds. */
function requestOf(fields: Fields): Fields {
  const names = new Set((fields.signed_field_names ?? '').split(',').filter(Boolean));
  for (const name of ['signature', 'signed_field_names', 'unsigned_field_names']) names.add(name);
  return Object.fromEntries(Object.entries(fields).filter(([name]) => names.has(name)));
}

const localeOf = (fields: Fields) => (fields.locale?.startsWith('es') ? 'es' : 'en');

/**
 * The sandbox's hosted checkout (PAYMENTS.md "The sandbox provider"): pages for sale, create
 * token, sale with token creation and update token; it verifies the merchant's signature and
 * freshness, takes a card on its own page, and answers the signed result to the receipt (or
 * cancel) page by the browser and, independently, to the notification URL.
 */
export function sandboxPages(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const account = config.payments.sandbox.account;

  /** Why a posted request is refused, or null when it is a good one. */
  async function problemOf(request: Fields, path: string, now: Date): Promise<string | null> {
    if (request.access_key !== account.accessKey || request.profile_id !== account.profileId)
      return 'Unknown access key or profile id.';
    if (!hasValidSignature(request, account.secretKey)) return 'The signature does not match.';
    if (checkoutPath(request.transaction_type ?? '') !== path)
      return 'The transaction type does not belong to this page.';
    const signedAt = Date.parse(request.signed_date_time ?? '');
    if (
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(request.signed_date_time ?? '') ||
      Number.isNaN(signedAt) ||
      now.getTime() - signedAt > FRESH_MS ||
      signedAt - now.getTime() > SKEW_MS
    ) {
      return 'The signed date and time is stale.';
    }
    if (!request.transaction_uuid || (await isTransactionUuidUsed(db, request.transaction_uuid)))
      return 'This transaction uuid was already used (reason 104).';
    if (!/^\d+\.\d{2}$/.test(request.amount ?? '')) return 'The amount is not valid.';
    return null;
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(body);

  /** The signed result: every request field echoed as req_<name>, with the outcome. */
  function signedResult(request: Fields, outcome: Fields): Fields {
    const result: Fields = {};
    for (const [name, value] of Object.entries(request)) {
      if (name === 'signature' || name.endsWith('field_names')) continue;
      result[`req_${name}`] = value;
    }
    Object.assign(result, outcome, { signed_date_time: signedDateTime(new Date()) });
    result.signed_field_names = [...Object.keys(result), 'signed_field_names'].join(',');
    result.signature = signFields(result, account.secretKey);
    return result;
  }

  /** The provider's server-to-server copy, on its own (PAYMENTS.md: late, or lost, at will). */
  function notify(result: Fields) {
    if (config.payments.sandbox.notification === 'drop') return;
    const delay = config.payments.sandbox.notificationDelayMs;
    ctx.background.run('sandbox-notification', async () => {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      await app.inject({
        method: 'POST',
        url: CHECKOUT_RESULT_PATHS.notification,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(result).toString(),
      });
    });
  }

  app.get(`${SANDBOX_CHECKOUT_PATH}/sandbox.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CSS),
  );
  app.get(`${SANDBOX_CHECKOUT_PATH}/autopost.js`, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(AUTOPOST_JS),
  );

  app.register(async (forms) => {
    await forms.register(formbody, { bodyLimit: 32 * 1024 });

    for (const path of ['/pay', '/token/create', '/token/update']) {
      forms.post(`${SANDBOX_CHECKOUT_PATH}${path}`, async (request, reply) => {
        const fields = requestOf(formFields(request.body));
        const locale = localeOf(fields);
        const now = new Date();
        const problem = await problemOf(fields, path, now);
        if (problem) return html(reply, 403, renderRefusedPage(locale, problem));
        return html(
          reply,
          200,
          renderCheckoutPage({
            locale,
            request: fields,
            amount: `${fields.amount} ${fields.currency ?? ''}`,
            now,
          }),
        );
      });
    }

    forms.post(`${SANDBOX_CHECKOUT_PATH}/submit`, async (request, reply) => {
      const posted = formFields(request.body);
      const fields = requestOf(posted);
      const locale = localeOf(fields);
      const now = new Date();
      const problem = await problemOf(fields, checkoutPath(fields.transaction_type ?? ''), now);
      if (problem) return html(reply, 403, renderRefusedPage(locale, problem));

      const digits = cardDigits(posted.card_number ?? '');
      const typeCode = cardTypeOfNumber(digits);
      const month = Number(posted.card_expiry_month);
      const year = Number(posted.card_expiry_year);
      const cvv = (posted.card_cvn ?? '').trim();
      const holder = (posted.card_holder ?? '').trim();
      const errors: SandboxFieldError[] = [];
      if (!isValidCardNumber(digits) || !typeCode) errors.push('number');
      if (!isValidExpiry(month, year, now)) errors.push('expiry');
      if (!new RegExp(`^\\d{${cvvLength(typeCode ?? '')}}$`).test(cvv)) errors.push('cvv');
      if (!holder) errors.push('holder');
      if (errors.length > 0 || !typeCode) {
        return html(
          reply,
          422,
          renderCheckoutPage({
            locale,
            request: fields,
            amount: `${fields.amount} ${fields.currency ?? ''}`,
            errors,
            holder,
            now,
          }),
        );
      }

      const testCard = sandboxTestCard(digits);
      let decision = testCard?.decision ?? 'DECLINE';
      let reasonCode = testCard?.reasonCode ?? 231;
      if (cvv === SANDBOX_BAD_CVV) {
        decision = 'DECLINE';
        reasonCode = 211;
      }
      const type = fields.transaction_type ?? '';
      let token: string | null = null;
      if (decision !== 'DECLINE' && testCard) {
        if (type === 'update_payment_token') {
          const existing = await findSandboxToken(db, fields.payment_token ?? '');
          if (existing) {
            token = existing.token;
            await updateSandboxToken(db, sandboxTokenRow(token, testCard, month, year));
          } else {
            decision = 'DECLINE';
            reasonCode = 102;
          }
        } else if (type.includes('create_payment_token') && decision === 'ACCEPT') {
          token = `sbx_tok_${randomBytes(12).toString('hex')}`;
          await insertSandboxTokens(db, [sandboxTokenRow(token, testCard, month, year)]);
        }
      }
      const id = transactionId();
      const recorded = await recordTransaction(db, {
        transactionId: id,
        transactionUuid: fields.transaction_uuid ?? '',
        reference: fields.reference_number ?? '',
        token,
        amount: fields.amount ?? '0.00',
        currency: fields.currency ?? '',
        decision,
        reasonCode,
      });
      if (!recorded) {
        return html(
          reply,
          409,
          renderRefusedPage(locale, 'This transaction uuid was already used (reason 104).'),
        );
      }
      const result = signedResult(fields, {
        decision,
        reason_code: String(reasonCode),
        message: SANDBOX_REASON_MESSAGES[reasonCode] ?? 'Declined.',
        transaction_id: id,
        req_card_number: `xxxxxxxxxxxx${digits.slice(-4)}`,
        req_card_type: typeCode,
        req_card_expiry_date: `${String(month).padStart(2, '0')}-${year}`,
        ...(decision === 'ACCEPT' && type.startsWith('sale')
          ? {
              auth_amount: fields.amount ?? '',
              auth_code: String(100000 + (Number(id.slice(-5)) % 900000)),
            }
          : {}),
        ...(token && { payment_token: token }),
      });
      notify(result);
      return html(
        reply,
        200,
        renderAutoPostPage(locale, fields.override_custom_receipt_page ?? '/', result),
      );
    });

    forms.post(`${SANDBOX_CHECKOUT_PATH}/cancel`, async (request, reply) => {
      const fields = requestOf(formFields(request.body));
      const locale = localeOf(fields);
      const problem = await problemOf(
        fields,
        checkoutPath(fields.transaction_type ?? ''),
        new Date(),
      );
      if (problem) return html(reply, 403, renderRefusedPage(locale, problem));
      const result = signedResult(fields, {
        decision: 'CANCEL',
        reason_code: '0',
        message: 'The customer cancelled the transaction.',
      });
      return html(
        reply,
        200,
        renderAutoPostPage(locale, fields.override_custom_cancel_page ?? '/', result),
      );
    });
  });
}

/** A second submit of the same request (double click, back button) is refused by the uuid. */
async function recordTransaction(
  db: Database,
  row: Parameters<typeof insertSandboxTransaction>[1],
): Promise<boolean> {
  try {
    await insertSandboxTransaction(db, row);
    return true;
  } catch (error) {
    const code = (e: unknown) => (e as { code?: string } | null)?.code;
    if (code(error) === '23505' || code((error as { cause?: unknown }).cause) === '23505')
      return false;
    throw error;
  }
}

/** The sandbox's pages, only when it is the configured provider (never with a real one). */
export const sandboxModule: AppModule = {
  name: 'sandbox',
  register: (api, _hooks, ctx) => sandboxPages(api, ctx),
  isEnabled: (config) => config.payments.provider === 'sandbox',
};

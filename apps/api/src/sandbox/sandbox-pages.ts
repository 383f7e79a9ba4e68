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
import { invalidRequestFields } from './field-limits.ts';
import {
  AUTOPOST_JS,
  renderAutoPostPage,
  renderCheckoutPage,
  renderRefusedPage,
  renderReviewPage,
  SANDBOX_CSS,
  SANDBOX_REVIEW_PATH,
  type SandboxFieldError,
  type SandboxRefusal,
  shownAmount,
} from './sandbox-html.ts';
import { SANDBOX_CHECKOUT_PATH, transactionId } from './sandbox-provider.ts';
import {
  decideHeldTransaction,
  findSandboxToken,
  insertSandboxTokens,
  insertSandboxTransaction,
  isTransactionUuidUsed,
  listHeldTransactions,
  sandboxTokenRow,
  updateSandboxToken,
} from './sandbox-store.ts';
import {
  SANDBOX_BAD_CVV,
  SANDBOX_REASON_MESSAGES,
  sandboxCardByLastFour,
  sandboxTestCard,
} from './test-cards.ts';

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
 * What the sandbox keeps of a hosted-checkout request (sandbox_transactions.request_fields): the
 * merchant's signed fields without the signature, and the card fields its own page added, masked
 * (never the number): a later word on the transaction echoes them as the first result did.
 */
function keptRequest(request: Fields, card?: Fields): Fields {
  const { signature: _signature, ...signed } = request;
  return { ...signed, ...card };
}

/** A reason code of a review's final word: 100 when accepted, 481 (rejected after review). */
const REVIEW_REJECTED = 481;

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
  async function problemOf(
    request: Fields,
    path: string,
    now: Date,
  ): Promise<{ status: number; refusal: SandboxRefusal } | null> {
    const refused = (reason: Exclude<SandboxRefusal['reason'], 'fields'>, status = 403) => ({
      status,
      refusal: { reason },
    });
    if (request.access_key !== account.accessKey || request.profile_id !== account.profileId)
      return refused('account');
    if (!hasValidSignature(request, account.secretKey)) return refused('signature');
    if (checkoutPath(request.transaction_type ?? '') !== path) return refused('page');
    const signedAt = Date.parse(request.signed_date_time ?? '');
    if (
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(request.signed_date_time ?? '') ||
      Number.isNaN(signedAt) ||
      now.getTime() - signedAt > FRESH_MS ||
      signedAt - now.getTime() > SKEW_MS
    ) {
      return refused('stale');
    }
    if (!/^\d+\.\d{2}$/.test(request.amount ?? '')) return refused('amount');
    // Reason 102, as the provider answers a field too long, missing or out of its format.
    const invalid = invalidRequestFields(request);
    if (invalid.length > 0) return { status: 400, refusal: { reason: 'fields', fields: invalid } };
    // A uuid is used once: paid, declined, held or cancelled (issue 19 #4).
    if (await isTransactionUuidUsed(db, request.transaction_uuid ?? '')) return refused('uuid');
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
        if (problem) {
          return html(reply, problem.status, renderRefusedPage(locale, problem.refusal));
        }
        return html(
          reply,
          200,
          renderCheckoutPage({
            locale,
            request: fields,
            amount: shownAmount(fields.amount, fields.currency, locale),
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
      if (problem) {
        return html(reply, problem.status, renderRefusedPage(locale, problem.refusal));
      }

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
            amount: shownAmount(fields.amount, fields.currency, locale),
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
      const card = {
        card_number: `xxxxxxxxxxxx${digits.slice(-4)}`,
        card_type: typeCode,
        card_expiry_date: `${String(month).padStart(2, '0')}-${year}`,
      };
      // Every hosted request is recorded by its reference (findCharge reads it) with what it
      // asked, so a later word on it (the review desk) echoes the same fields.
      const recorded = await recordTransaction(db, {
        transactionId: id,
        transactionUuid: fields.transaction_uuid ?? '',
        reference: fields.reference_number ?? '',
        token,
        amount: fields.amount ?? '0.00',
        currency: fields.currency ?? '',
        decision,
        reasonCode,
        requestFields: keptRequest(fields, card),
      });
      if (!recorded) return html(reply, 409, renderRefusedPage(locale, { reason: 'uuid' }));
      const result = signedResult(fields, {
        decision,
        reason_code: String(reasonCode),
        message: SANDBOX_REASON_MESSAGES[reasonCode] ?? 'Declined.',
        transaction_id: id,
        req_card_number: card.card_number,
        req_card_type: card.card_type,
        req_card_expiry_date: card.card_expiry_date,
        ...(decision === 'ACCEPT' && type.startsWith('sale') ? approval(fields, id) : {}),
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
      if (problem) {
        return html(reply, problem.status, renderRefusedPage(locale, problem.refusal));
      }
      // A cancel uses up the transaction uuid like a payment does (issue 19 #4): the same signed
      // request can no longer be paid after the member was told nothing was charged.
      const recorded = await recordTransaction(db, {
        transactionId: transactionId(),
        transactionUuid: fields.transaction_uuid ?? '',
        reference: fields.reference_number ?? '',
        token: null,
        amount: fields.amount ?? '0.00',
        currency: fields.currency ?? '',
        decision: 'CANCEL',
        reasonCode: 0,
        requestFields: keptRequest(fields),
      });
      if (!recorded) return html(reply, 409, renderRefusedPage(locale, { reason: 'uuid' }));
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

    /** The review desk's decision on one held transaction, then back to the desk (303). */
    forms.post(`${SANDBOX_REVIEW_PATH}/decide`, async (request, reply) => {
      const posted = formFields(request.body);
      const locale = posted.lang === 'es' || posted.lang === 'en' ? posted.lang : request.lang;
      const decision = posted.decision === 'ACCEPT' ? 'ACCEPT' : 'DECLINE';
      if (posted.decision !== 'ACCEPT' && posted.decision !== 'DECLINE') {
        return reply.code(400).type('text/plain; charset=utf-8').send('decision?');
      }
      const decided = await decideReview(posted.transaction_id ?? '', decision);
      const notice = decided
        ? `&${decision === 'ACCEPT' ? 'accepted' : 'rejected'}=${encodeURIComponent(decided.reference)}`
        : '&gone=1';
      return reply.redirect(`${SANDBOX_REVIEW_PATH}?lang=${locale}${notice}`, 303);
    });
  });

  /**
   * A held transaction's final word (issue 19 #6). A hosted-checkout sale is told to the merchant
   * as the provider tells it: a signed notification with the decision, the same transaction id
   * and the same echoed request fields as the first result. A token charge is only updated: the
   * merchant learns it by looking the charge up (findCharge).
   */
  async function decideReview(id: string, decision: 'ACCEPT' | 'DECLINE') {
    const row = await decideHeldTransaction(db, id, {
      decision,
      reasonCode: decision === 'ACCEPT' ? 100 : REVIEW_REJECTED,
      at: new Date(),
    });
    if (!row) return undefined;
    const kept = row.requestFields;
    if (!kept) return row;
    const {
      card_number: cardNumber,
      card_type: _type,
      card_expiry_date: expiry,
      ...request
    } = kept;
    const type = request.transaction_type ?? '';
    let token: string | null = null;
    const card = sandboxCardByLastFour((cardNumber ?? '').slice(-4));
    const [month, year] = (expiry ?? '').split('-').map(Number);
    if (decision === 'ACCEPT' && type.includes('create_payment_token') && card && month && year) {
      token = `sbx_tok_${randomBytes(12).toString('hex')}`;
      await insertSandboxTokens(db, [sandboxTokenRow(token, card, month, year)]);
    }
    const reasonCode = decision === 'ACCEPT' ? 100 : REVIEW_REJECTED;
    notify(
      signedResult(kept, {
        decision,
        reason_code: String(reasonCode),
        message: SANDBOX_REASON_MESSAGES[reasonCode] ?? '',
        transaction_id: row.transactionId,
        ...(decision === 'ACCEPT' && type.startsWith('sale')
          ? approval(request, row.transactionId)
          : {}),
        ...(token && { payment_token: token }),
      }),
    );
    return row;
  }

  app.get(SANDBOX_REVIEW_PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const locale = query.lang === 'es' || query.lang === 'en' ? query.lang : request.lang;
    const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 64) : '');
    const notice = text(query.accepted)
      ? { kind: 'accepted' as const, reference: text(query.accepted) }
      : text(query.rejected)
        ? { kind: 'rejected' as const, reference: text(query.rejected) }
        : query.gone
          ? { kind: 'gone' as const }
          : undefined;
    const rows = await listHeldTransactions(db);
    const tokens = await Promise.all(
      rows.map((row) =>
        row.requestFields || !row.token ? undefined : findSandboxToken(db, row.token),
      ),
    );
    return html(
      reply,
      200,
      renderReviewPage({
        locale,
        held: rows.map((row, i) => ({
          transactionId: row.transactionId,
          reference: row.reference,
          amount: row.amount,
          currency: row.currency,
          isHostedCheckout: row.requestFields !== null,
          lastFour: row.requestFields?.card_number?.slice(-4) ?? tokens[i]?.lastFour ?? null,
          heldSince: row.createdAt,
        })),
        ...(notice && { notice }),
      }),
    );
  });
}

/** An approved sale's authorisation fields: the whole amount, and an authorisation code. */
function approval(request: Fields, id: string): Fields {
  return {
    auth_amount: request.amount ?? '',
    auth_code: String(100000 + (Number(id.slice(-5)) % 900000)),
  };
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

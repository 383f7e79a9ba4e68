import { createHmac, type KeyObject, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { bodyDigest, cyberSourceJwt } from './cybersource-jwt.ts';
import {
  chargeLookupOf,
  chargeSearchBody,
  isSearchableReference,
  SEARCH_PATH,
} from './cybersource-search.ts';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from './provider.ts';
import { createSecureAcceptance, type MerchantAccount } from './secure-acceptance.ts';

/**
 * How the adapter signs its REST calls (PAYMENTS.md "CyberSource REST authentication"): the
 * business centre's shared-secret key (HTTP Signature), or the P12 certificate's private key (JWT),
 * which the vendor announces as the only one for REST from late 2026 / early 2027.
 */
export type CyberSourceRestAuth =
  | {
      kind: 'http_signature';
      keyId: string;
      /** The shared secret as the business centre gives it: base64, decoded before use. */
      secret: string;
    }
  | {
      kind: 'jwt';
      /** The P12 certificate's key id: the serialNumber attribute of the certificate's subject. */
      keyId: string;
      privateKey: KeyObject;
    };

export interface CyberSourceConfig {
  environment: 'test' | 'live';
  merchantId: string;
  account: MerchantAccount;
  byAffiliation: Readonly<Record<string, MerchantAccount>>;
  rest: CyberSourceRestAuth;
}

const HOSTS = {
  test: {
    checkout: 'https://testsecureacceptance.cybersource.com',
    rest: 'apitest.cybersource.com',
  },
  live: { checkout: 'https://secureacceptance.cybersource.com', rest: 'api.cybersource.com' },
} as const;

const PAYMENTS_PATH = '/pts/v2/payments';
/** A provider silent this long has no answer we can trust: the outcome is `unknown`. */
const REST_TIMEOUT_MS = 30_000;
const JSON_CONTENT_TYPE = 'application/json;charset=utf-8';

/**
 * PAYMENTS.md "Charging a saved token": the REST payment with a customer token, captured.
 *
 * The saved token goes in `paymentInformation.customer.id`, which holds only a Token Management
 * Service (TMS) customer token. Secure Acceptance's `create_payment_token` creates exactly that when
 * the profile uses TMS (every profile created since TMS replaced the legacy Payment Tokenization);
 * a legacy subscription id, or a TMS payment-instrument or instrument-identifier token, is not
 * supported here (the vendor answers INVALID_REQUEST, a decline).
 */
export function tokenPaymentBody(request: ChargeRequest) {
  return {
    clientReferenceInformation: { code: request.reference },
    processingInformation: { capture: true },
    paymentInformation: {
      customer: { id: request.token },
      ...(request.cvv !== undefined && { card: { securityCode: request.cvv } }),
    },
    orderInformation: {
      amountDetails: { totalAmount: request.amount, currency: request.currency },
    },
  };
}

/** The full reversal of an authorization (POST /pts/v2/payments/{id}/reversals). */
export function reversalBody(reference: string, amount: string) {
  return {
    clientReferenceInformation: { code: reference },
    reversalInformation: { amountDetails: { totalAmount: amount } },
  };
}

/**
 * A refund of a captured payment (`POST /pts/v2/payments/{id}/refunds`, issue 22): our refund
 * reference and the amount to give back in the payment's currency.
 */
export function refundBody(request: RefundRequest) {
  return {
    clientReferenceInformation: { code: request.reference },
    orderInformation: {
      amountDetails: { totalAmount: request.amount, currency: request.currency },
    },
  };
}

export const refundPath = (transactionId: string) =>
  `${PAYMENTS_PATH}/${encodeURIComponent(transactionId)}/refunds`;

/**
 * A refund's answer as the portal's outcome. The vendor answers 201 with status PENDING once it
 * has taken the refund for settlement (REFUNDED / TRANSMITTED are later states some processors
 * report at once): the refund is made. A 400 or an INVALID_REQUEST is its refusal (nothing given
 * back), as is a 4xx before any processing (our credentials, an unknown payment). A duplicate
 * reference, a 5xx, an unknown status or an answer missing its id may hide a refund that was made:
 * `unknown`, and the amount stays held until a repeat of the same request tells.
 */
export function refundVerdictOf(httpStatus: number, answer: RestAnswer): RefundResult {
  const reason = answer.errorInformation?.reason ?? answer.reason ?? '';
  const message = answer.errorInformation?.message ?? answer.message ?? '';
  const unknownResult = (text: string, reasonCode = 150): RefundResult => ({
    outcome: 'unknown',
    reasonCode,
    message: text,
  });
  if (httpStatus >= 500) return unknownResult(message || `Provider answered ${httpStatus}.`);
  if (httpStatus === 400 || (httpStatus === 201 && answer.status === 'INVALID_REQUEST')) {
    if (reason === 'DUPLICATE_REQUEST') return unknownResult(message, 104);
    return {
      outcome: 'declined',
      refundId: answer.id ?? null,
      reasonCode: REST_REASONS[reason] ?? 102,
      message,
    };
  }
  if (httpStatus >= 400) {
    return {
      outcome: 'declined',
      refundId: null,
      reasonCode: 150,
      message: message || `Provider refused the request (${httpStatus}).`,
    };
  }
  if (httpStatus !== 201 && httpStatus !== 200) {
    return unknownResult(`Provider answered ${httpStatus}.`);
  }
  if (
    answer.id &&
    (answer.status === 'PENDING' || answer.status === 'REFUNDED' || answer.status === 'TRANSMITTED')
  ) {
    return { outcome: 'refunded', refundId: answer.id, reasonCode: 100, message };
  }
  return unknownResult(message || `Provider answered ${answer.status ?? 'no status'}.`);
}

/**
 * The REST API's HTTP Signature headers (PAYMENTS.md): a SHA-256 digest of the body, and an
 * HMAC-SHA256 with the shared secret *decoded from base64* (unlike the hosted checkout's key, used
 * as UTF-8 bytes) over `host`, `date`, `request-target`, `digest` and `v-c-merchant-id`, one
 * `name: value` line each in that order. `request-target` is written without parentheses: the
 * vendor refuses the `(request-target)` form since April 2024.
 */
export function httpSignatureHeaders(options: {
  host: string;
  path: string;
  body: string;
  date: string;
  merchantId: string;
  keyId: string;
  secret: string;
}): Record<string, string> {
  const digest = `SHA-256=${bodyDigest(options.body)}`;
  const signed = [
    `host: ${options.host}`,
    `date: ${options.date}`,
    `request-target: post ${options.path}`,
    `digest: ${digest}`,
    `v-c-merchant-id: ${options.merchantId}`,
  ].join('\n');
  const signature = createHmac('sha256', Buffer.from(options.secret, 'base64'))
    .update(signed, 'utf8')
    .digest('base64');
  return {
    host: options.host,
    date: options.date,
    digest,
    'v-c-merchant-id': options.merchantId,
    signature: `keyid="${options.keyId}", algorithm="HmacSHA256", headers="host date request-target digest v-c-merchant-id", signature="${signature}"`,
    'content-type': JSON_CONTENT_TYPE,
  };
}

/** The REST reasons in the legacy reason codes the rest of the portal reads. */
const REST_REASONS: Readonly<Record<string, number>> = {
  AVS_FAILED: 200,
  CONTACT_PROCESSOR: 201,
  EXPIRED_CARD: 202,
  PROCESSOR_DECLINED: 203,
  GENERAL_DECLINE: 203,
  INSUFFICIENT_FUND: 204,
  STOLEN_LOST_CARD: 205,
  ISSUER_UNAVAILABLE: 207,
  UNAUTHORIZED_CARD: 208,
  EXCEEDS_CREDIT_LIMIT: 210,
  INVALID_CVN: 211,
  CVN_NOT_MATCH: 211,
  CV_FAILED: 230,
  INVALID_ACCOUNT: 231,
  INVALID_CARD: 231,
  CARD_TYPE_NOT_ACCEPTED: 232,
  INVALID_CARD_TYPE: 240,
  MISSING_FIELD: 101,
  INVALID_DATA: 102,
  INVALID_AMOUNT: 102,
  INVALID_PAYMENT_ID: 102,
  DUPLICATE_REQUEST: 104,
  PROCESSOR_UNAVAILABLE: 236,
  CONSUMER_AUTHENTICATION_REQUIRED: 475,
  PENDING_AUTHENTICATION: 475,
  CONSUMER_AUTHENTICATION_FAILED: 476,
  DECISION_PROFILE_REVIEW: 480,
  DECISION_PROFILE_REJECT: 481,
  SCORE_EXCEEDS_THRESHOLD: 481,
};

/** The fields of a REST answer the adapter reads; anything else in it is ignored. */
const restAnswer = z.object({
  id: z.string().optional(),
  status: z.string().optional(),
  reason: z.string().optional(),
  message: z.string().optional(),
  errorInformation: z
    .object({ reason: z.string().optional(), message: z.string().optional() })
    .optional(),
  orderInformation: z
    .object({
      amountDetails: z.object({ authorizedAmount: z.string().optional() }).optional(),
    })
    .optional(),
});
export type RestAnswer = z.infer<typeof restAnswer>;

/** What the adapter does with a payment's answer: report it, or first reverse what it authorized. */
export type PaymentVerdict =
  | { next: 'report'; result: ChargeResult }
  | {
      next: 'reverse';
      transactionId: string;
      /** What to reverse: all that was authorized. */
      amount: string;
      /** The answer once the reversal is done. */
      result: Extract<ChargeResult, { outcome: 'declined' }>;
    };

function unknown(message: string, reasonCode = 150): ChargeResult {
  return { outcome: 'unknown', transactionId: null, reasonCode, message };
}

/**
 * A `POST /pts/v2/payments` answer as the portal's outcome. Only a final word of the vendor is a
 * decline; a 5xx, a status we do not know, or an answer that misses what its status needs may hide
 * a charge that went through, so it is `unknown` and `findCharge` settles it later.
 */
export function paymentVerdictOf(
  httpStatus: number,
  answer: RestAnswer,
  request: Pick<ChargeRequest, 'amount'>,
): PaymentVerdict {
  const reason = answer.errorInformation?.reason ?? answer.reason ?? '';
  const message = answer.errorInformation?.message ?? answer.message ?? '';
  const mapped = REST_REASONS[reason];
  const report = (result: ChargeResult): PaymentVerdict => ({ next: 'report', result });
  const id = answer.id;

  if (httpStatus >= 500) return report(unknown(message || `Provider answered ${httpStatus}.`));
  if (httpStatus === 400 || (httpStatus === 201 && answer.status === 'INVALID_REQUEST')) {
    // A duplicate means a charge with this reference exists already: its fate is what counts.
    if (reason === 'DUPLICATE_REQUEST') return report(unknown(message, 104));
    return report({
      outcome: 'declined',
      transactionId: id ?? null,
      reasonCode: mapped ?? 102,
      message,
    });
  }
  if (httpStatus >= 400) {
    // Our credentials or request refused before any charge (401, 403, 404...): not the card's fault.
    return report({
      outcome: 'error',
      transactionId: null,
      reasonCode: 150,
      message: message || `Provider refused the request (${httpStatus}).`,
    });
  }
  if (httpStatus !== 201 && httpStatus !== 200) {
    return report(unknown(`Provider answered ${httpStatus}.`));
  }
  switch (answer.status) {
    case 'AUTHORIZED':
      if (!id) break;
      return report({ outcome: 'approved', transactionId: id, reasonCode: 100, message });
    case 'AUTHORIZED_PENDING_REVIEW':
    case 'PENDING_REVIEW':
      if (!id) break;
      return report({ outcome: 'review', transactionId: id, reasonCode: mapped ?? 480, message });
    case 'DECLINED':
      return report({
        outcome: 'declined',
        transactionId: id ?? null,
        reasonCode: mapped ?? 203,
        message,
      });
    case 'PENDING_AUTHENTICATION':
      // The card asks for 3-D Secure, which a charge without the member cannot give: not charged.
      return report({ outcome: 'declined', transactionId: id ?? null, reasonCode: 475, message });
    case 'AUTHORIZED_RISK_DECLINED':
      // Authorized by the issuer, refused by the fraud screen and not captured: the hold on the
      // member's card stays until the authorization is reversed.
      if (!id) break;
      return {
        next: 'reverse',
        transactionId: id,
        amount: answer.orderInformation?.amountDetails?.authorizedAmount ?? request.amount,
        result: { outcome: 'declined', transactionId: id, reasonCode: mapped ?? 481, message },
      };
    case 'PARTIAL_AUTHORIZED':
      // A partial approval is not a payment: give the authorized part back.
      if (!id) break;
      return {
        next: 'reverse',
        transactionId: id,
        amount: answer.orderInformation?.amountDetails?.authorizedAmount ?? request.amount,
        result: { outcome: 'declined', transactionId: id, reasonCode: 110, message },
      };
  }
  return report(unknown(message || `Provider answered ${answer.status ?? 'no status'}.`));
}

/** A REST call's fate: an answer (JSON), an answer we cannot read, or none at all. */
type RestReply =
  | { kind: 'answer'; status: number; body: unknown }
  | { kind: 'unreadable'; status: number }
  | { kind: 'none'; message: string };

/**
 * CyberSource: Secure Acceptance Hosted Checkout for new cards, the REST payments API for saved
 * tokens (PAYMENTS.md). Selected by PAYMENT_PROVIDER=cybersource with its credentials.
 */
export function createCyberSourceProvider(
  config: CyberSourceConfig,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
  newJwtId: () => string = randomUUID,
): PaymentProvider {
  const hosts = HOSTS[config.environment];

  function authHeaders(path: string, body: string): Record<string, string> {
    const rest = config.rest;
    if (rest.kind === 'jwt') {
      const token = cyberSourceJwt({
        method: 'post',
        host: hosts.rest,
        path,
        body,
        merchantId: config.merchantId,
        keyId: rest.keyId,
        privateKey: rest.privateKey,
        now: now(),
        jwtId: newJwtId(),
      });
      return { authorization: `Bearer ${token}`, 'content-type': JSON_CONTENT_TYPE };
    }
    return httpSignatureHeaders({
      host: hosts.rest,
      path,
      body,
      date: now().toUTCString(),
      merchantId: config.merchantId,
      keyId: rest.keyId,
      secret: rest.secret,
    });
  }

  /** Throws only when the request cannot be signed, before anything is sent. */
  async function post(path: string, payload: unknown): Promise<RestReply> {
    const body = JSON.stringify(payload);
    const headers = authHeaders(path, body);
    let response: Response;
    try {
      response = await fetchImpl(`https://${hosts.rest}${path}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(REST_TIMEOUT_MS),
      });
    } catch (error) {
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      return { kind: 'none', message: isTimeout ? 'Provider timed out.' : 'Provider unreachable.' };
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      return { kind: 'none', message: 'Provider answer cut off.' };
    }
    try {
      return { kind: 'answer', status: response.status, body: JSON.parse(text) };
    } catch {
      return { kind: 'unreadable', status: response.status };
    }
  }

  async function reverse(
    verdict: Extract<PaymentVerdict, { next: 'reverse' }>,
    reference: string,
  ): Promise<ChargeResult> {
    const path = `${PAYMENTS_PATH}/${encodeURIComponent(verdict.transactionId)}/reversals`;
    const reply = await post(path, reversalBody(reference, verdict.amount));
    const answer = reply.kind === 'answer' ? restAnswer.safeParse(reply.body) : null;
    if (reply.kind === 'answer' && reply.status === 201 && answer?.data?.status === 'REVERSED') {
      return verdict.result;
    }
    // Not reversed: the authorization may stand (and a partial one may even be captured).
    return unknown(
      `Authorization ${verdict.transactionId} (reason ${verdict.result.reasonCode}) not reversed; the charge may stand.`,
    );
  }

  return {
    name: 'cybersource',
    ...createSecureAcceptance({
      checkoutUrl: hosts.checkout,
      accounts: { default: config.account, byAffiliation: config.byAffiliation },
      now,
    }),
    async chargeToken(request) {
      let reply: RestReply;
      try {
        reply = await post(PAYMENTS_PATH, tokenPaymentBody(request));
      } catch {
        // Signing failed before anything was sent (a damaged key): certainly not charged.
        return {
          outcome: 'error',
          transactionId: null,
          reasonCode: 150,
          message: 'Request not signed.',
        };
      }
      if (reply.kind === 'none') return unknown(reply.message);
      if (reply.kind === 'unreadable') return unknown(`Unreadable answer (${reply.status}).`);
      const answer = restAnswer.safeParse(reply.body);
      if (!answer.success) return unknown(`Unreadable answer (${reply.status}).`);
      const verdict = paymentVerdictOf(reply.status, answer.data, request);
      if (verdict.next === 'report') return verdict.result;
      try {
        return await reverse(verdict, request.reference);
      } catch {
        return unknown(
          `Authorization ${verdict.transactionId} not reversed; the charge may stand.`,
        );
      }
    },
    async refund(request) {
      let reply: RestReply;
      try {
        reply = await post(refundPath(request.transactionId), refundBody(request));
      } catch {
        return {
          outcome: 'declined',
          refundId: null,
          reasonCode: 150,
          message: 'Request not signed.',
        };
      }
      if (reply.kind === 'none')
        return { outcome: 'unknown', reasonCode: 150, message: reply.message };
      const answer = reply.kind === 'answer' ? restAnswer.safeParse(reply.body) : null;
      if (!answer?.success) {
        return {
          outcome: 'unknown',
          reasonCode: 150,
          message: `Unreadable answer (${reply.status}).`,
        };
      }
      return refundVerdictOf(reply.status, answer.data);
    },
    /** No report listing here: the reconciliation compares the results the vendor sent us. */
    async listTransactions() {
      return null;
    },
    async findCharge(reference) {
      if (!isSearchableReference(reference)) return { outcome: 'unknown' };
      try {
        const reply = await post(SEARCH_PATH, chargeSearchBody(reference));
        if (reply.kind !== 'answer') return { outcome: 'unknown' };
        return chargeLookupOf(reply.status, reply.body, reference);
      } catch {
        return { outcome: 'unknown' };
      }
    },
  };
}

import { createHash, createHmac } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider.ts';
import { createSecureAcceptance, type MerchantAccount } from './secure-acceptance.ts';

export interface CyberSourceConfig {
  environment: 'test' | 'live';
  merchantId: string;
  account: MerchantAccount;
  byAffiliation: Readonly<Record<string, MerchantAccount>>;
  /** The REST API's shared-secret key: its id, and the secret as the business centre gives it (base64). */
  restKeyId: string;
  restSecret: string;
}

const HOSTS = {
  test: {
    checkout: 'https://testsecureacceptance.cybersource.com',
    rest: 'apitest.cybersource.com',
  },
  live: { checkout: 'https://secureacceptance.cybersource.com', rest: 'api.cybersource.com' },
} as const;

const PAYMENTS_PATH = '/pts/v2/payments';

/** PAYMENTS.md "Charging a saved token": the REST payment with a customer token, captured. */
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

/**
 * The REST API's HTTP Signature headers (PAYMENTS.md): a SHA-256 digest of the body, and an
 * HMAC-SHA256 over host, date, request target, digest and merchant id with the shared secret
 * *decoded from base64* (unlike the hosted checkout's key, used as UTF-8 bytes).
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
  const digest = `SHA-256=${createHash('sha256').update(options.body, 'utf8').digest('base64')}`;
  const signed = [
    `host: ${options.host}`,
    `date: ${options.date}`,
    `(request-target): post ${options.path}`,
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
    signature: `keyid="${options.keyId}", algorithm="HmacSHA256", headers="host date (request-target) digest v-c-merchant-id", signature="${signature}"`,
    'content-type': 'application/json;charset=utf-8',
  };
}

/** The REST reasons in the legacy reason codes the rest of the portal reads. */
const REST_REASONS: Readonly<Record<string, number>> = {
  INSUFFICIENT_FUND: 204,
  EXPIRED_CARD: 202,
  INVALID_CVN: 211,
  CV_FAILED: 230,
  STOLEN_LOST_CARD: 205,
  INVALID_ACCOUNT: 231,
  INVALID_DATA: 102,
  DUPLICATE_REQUEST: 104,
  PROCESSOR_DECLINED: 203,
  DECISION_PROFILE_REJECT: 481,
};

interface RestAnswer {
  id?: string;
  status?: string;
  errorInformation?: { reason?: string; message?: string };
  message?: string;
  reason?: string;
}

/** A REST answer as the portal's charge result. */
export function chargeResultOf(httpStatus: number, answer: RestAnswer): ChargeResult {
  const transactionId = answer.id ?? null;
  const reason = answer.errorInformation?.reason ?? answer.reason ?? '';
  const message = answer.errorInformation?.message ?? answer.message ?? '';
  if (httpStatus === 201 && answer.status === 'AUTHORIZED' && transactionId) {
    return { outcome: 'approved', transactionId, reasonCode: 100, message };
  }
  if (httpStatus === 201 && answer.status === 'AUTHORIZED_PENDING_REVIEW' && transactionId) {
    return { outcome: 'review', transactionId, reasonCode: 230, message };
  }
  if (httpStatus >= 500 || answer.status === 'SERVER_ERROR') {
    return { outcome: 'error', transactionId: null, reasonCode: 150, message };
  }
  return { outcome: 'declined', transactionId, reasonCode: REST_REASONS[reason] ?? 203, message };
}

/**
 * CyberSource: Secure Acceptance Hosted Checkout for new cards, the REST payments API for saved
 * tokens (PAYMENTS.md). Selected by PAYMENT_PROVIDER=cybersource with its credentials.
 */
export function createCyberSourceProvider(
  config: CyberSourceConfig,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): PaymentProvider {
  const hosts = HOSTS[config.environment];
  return {
    name: 'cybersource',
    ...createSecureAcceptance({
      checkoutUrl: hosts.checkout,
      accounts: { default: config.account, byAffiliation: config.byAffiliation },
      now,
    }),
    async chargeToken(request) {
      const body = JSON.stringify(tokenPaymentBody(request));
      const headers = httpSignatureHeaders({
        host: hosts.rest,
        path: PAYMENTS_PATH,
        body,
        date: now().toUTCString(),
        merchantId: config.merchantId,
        keyId: config.restKeyId,
        secret: config.restSecret,
      });
      const response = await fetchImpl(`https://${hosts.rest}${PAYMENTS_PATH}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await response.json().catch(() => ({}))) as RestAnswer;
      return chargeResultOf(response.status, answer);
    },
  };
}

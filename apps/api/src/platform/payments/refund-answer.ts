import type { RefundRequest, RefundResult } from './provider.ts';
import { type MerchantAccount, SPANS_A_FIELD } from './secure-acceptance.ts';
import { hasValidSignature } from './signature.ts';

/** An answer signed longer ago than this (or this far ahead) is late: not trusted. */
export const REFUND_ANSWER_MAX_AGE_MS = 15 * 60_000;

/**
 * The echoes a signed refund answer must carry, each equal to what we asked: a forged or re-cut
 * answer, or one of another refund replayed, changes at least one of them.
 */
function expectedEchoes(account: MerchantAccount, request: RefundRequest) {
  return {
    req_access_key: account.accessKey,
    req_original_transaction_id: request.transactionId,
    req_reference_number: request.reference,
    req_amount: request.amount,
    req_currency: request.currency,
  };
}

/**
 * A provider's signed refund answer (the sandbox's, issue 22), treated as hostile: it is trusted
 * only when its signature verifies over its own `signed_field_names` (no repeated or empty name),
 * no signed value spans a field boundary (a re-cut), every echo matches the refund we asked for
 * (a forgery, or another refund's answer replayed), and it was signed within the last 15 minutes
 * (a late or stored answer). Anything else is `unknown`: the refund may or may not have been made,
 * and only a repeat of the same request can tell. A repeat of a genuine answer names the same
 * refund id, which the portal applies once.
 */
export function readRefundAnswer(
  fields: Readonly<Record<string, string>>,
  account: MerchantAccount,
  request: RefundRequest,
  now: Date,
): RefundResult {
  const untrusted = (message: string): RefundResult => ({
    outcome: 'unknown',
    reasonCode: 150,
    message,
  });
  if (!hasValidSignature(fields, account.secretKey))
    return untrusted('Answer not signed by the provider.');
  const signed = new Map(
    (fields.signed_field_names ?? '').split(',').map((name) => [name, fields[name] ?? ''] as const),
  );
  for (const value of signed.values()) {
    if (SPANS_A_FIELD.test(value)) return untrusted('Answer cut at other commas.');
  }
  for (const [name, value] of Object.entries(expectedEchoes(account, request))) {
    if (!signed.has(name) || signed.get(name) !== value) {
      return untrusted(`Answer is not for this refund (${name}).`);
    }
  }
  const at = Date.parse(signed.get('signed_date_time') ?? '');
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > REFUND_ANSWER_MAX_AGE_MS) {
    return untrusted('Answer signed too long ago.');
  }
  const decision = signed.get('decision');
  const reasonCode = Number(signed.get('reason_code') ?? '') || 0;
  const message = signed.get('message') ?? '';
  const refundId = signed.get('transaction_id') ?? '';
  if (decision === 'ACCEPT' && refundId !== '') {
    return { outcome: 'refunded', refundId, reasonCode: reasonCode || 100, message };
  }
  if (decision === 'REJECT' || decision === 'DECLINE') {
    return {
      outcome: 'declined',
      refundId: refundId || null,
      reasonCode: reasonCode || 102,
      message,
    };
  }
  return untrusted('Answer without a decision.');
}

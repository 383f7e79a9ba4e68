import { type Cents, sumCents, toCents, toDecimalString } from '@mp/contract/money/money';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sandboxTransactions } from '../db/schema/sandbox.ts';
import type { MerchantAccount } from '../platform/payments/secure-acceptance.ts';
import { signedDateTime } from '../platform/payments/secure-acceptance.ts';
import { signFields } from '../platform/payments/signature.ts';

/**
 * The sandbox's refund service (issue 22): what a real provider's refund endpoint does, with the
 * sandbox's own records, answering with fields signed by the merchant's secret exactly as its
 * checkout results are (PAYMENTS.md "Signature"), so the portal trusts the answer only through
 * its signature and its echoes. A refund is a row of `sandbox_transactions` with decision REFUND,
 * its charge named in its stored request fields.
 */
export interface SandboxRefundRequest {
  access_key: string;
  original_transaction_id: string;
  reference_number: string;
  amount: string;
  currency: string;
}

const REFUND = 'REFUND';

function answer(
  account: MerchantAccount,
  request: SandboxRefundRequest,
  outcome: { decision: 'ACCEPT' | 'REJECT'; reasonCode: number; message: string; id: string },
  at: Date,
): Record<string, string> {
  const fields: Record<string, string> = {
    decision: outcome.decision,
    reason_code: String(outcome.reasonCode),
    message: outcome.message,
    transaction_id: outcome.id,
    req_access_key: request.access_key,
    req_original_transaction_id: request.original_transaction_id,
    req_reference_number: request.reference_number,
    req_amount: request.amount,
    req_currency: request.currency,
    signed_date_time: signedDateTime(at),
  };
  fields.signed_field_names = [...Object.keys(fields), 'signed_field_names'].join(',');
  fields.signature = signFields(fields, account.secretKey);
  return fields;
}

/**
 * Refunds `amount` of a charge once per reference: a repeat answers the first refund again; a
 * charge that is not an approved one of this merchant, another currency, or more than is left of
 * the charge is refused (reason 102).
 */
export async function sandboxRefund(
  db: Database,
  account: MerchantAccount,
  request: SandboxRefundRequest,
  now: Date,
  newTransactionId: () => string,
): Promise<Record<string, string>> {
  const reject = (message: string) =>
    answer(account, request, { decision: 'REJECT', reasonCode: 102, message, id: '' }, now);
  if (request.access_key !== account.accessKey) return reject('Unknown access key.');
  const rows = await db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.transactionId, request.original_transaction_id))
    .limit(1);
  const [earlier] = await db
    .select()
    .from(sandboxTransactions)
    .where(
      and(
        eq(sandboxTransactions.reference, request.reference_number),
        eq(sandboxTransactions.decision, REFUND),
      ),
    )
    .limit(1);
  if (earlier) {
    const same =
      earlier.requestFields?.original_transaction_id === request.original_transaction_id &&
      toCents(earlier.amount) === toCents(request.amount);
    if (!same) return reject('Duplicate reference with other values.');
    return answer(
      account,
      request,
      { decision: 'ACCEPT', reasonCode: 100, message: 'Refund made.', id: earlier.transactionId },
      now,
    );
  }
  const [charge] = rows;
  if (charge?.decision !== 'ACCEPT') return reject('Invalid payment id.');
  if (charge.currency !== request.currency) return reject('Currency does not match the charge.');
  let amount: Cents;
  try {
    amount = toCents(request.amount);
  } catch {
    return reject('Invalid amount.');
  }
  if (amount <= 0) return reject('Invalid amount.');
  const refunds = await db
    .select({ amount: sandboxTransactions.amount })
    .from(sandboxTransactions)
    .where(
      and(
        eq(sandboxTransactions.decision, REFUND),
        sql`${sandboxTransactions.requestFields}->>'original_transaction_id' = ${charge.transactionId}`,
      ),
    );
  const already = sumCents(refunds.map((r) => toCents(r.amount)));
  if (already + amount > toCents(charge.amount)) {
    return reject('The amount exceeds what is left of the charge.');
  }
  const id = newTransactionId();
  await db.insert(sandboxTransactions).values({
    transactionId: id,
    reference: request.reference_number,
    amount: toDecimalString(amount),
    currency: request.currency,
    decision: REFUND,
    reasonCode: 100,
    requestFields: { ...request },
  });
  return answer(
    account,
    request,
    { decision: 'ACCEPT', reasonCode: 100, message: 'Refund made.', id },
    now,
  );
}

/** The sandbox's records of one period: approved, declined and held charges, and refunds. */
export async function listSandboxTransactions(db: Database, from: Date, to: Date) {
  return db
    .select()
    .from(sandboxTransactions)
    .where(
      and(
        gte(sandboxTransactions.createdAt, from),
        lt(sandboxTransactions.createdAt, to),
        inArray(sandboxTransactions.decision, ['ACCEPT', 'DECLINE', 'REVIEW', REFUND]),
      ),
    )
    .orderBy(asc(sandboxTransactions.id));
}

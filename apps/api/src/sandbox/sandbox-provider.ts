import { randomInt } from 'node:crypto';
import { isValidCvv } from '@mp/contract/payments/rules/cards';
import type { Database } from '../db/client.ts';
import type {
  ChargeLookup,
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  ProviderTransaction,
  RefundRequest,
  RefundResult,
} from '../platform/payments/provider.ts';
import { readRefundAnswer } from '../platform/payments/refund-answer.ts';
import {
  createSecureAcceptance,
  type MerchantAccount,
} from '../platform/payments/secure-acceptance.ts';
import { listSandboxTransactions, sandboxRefund } from './sandbox-refunds.ts';
import {
  findChargesByReference,
  findSandboxToken,
  hasRecentApproval,
  insertSandboxTransaction,
} from './sandbox-store.ts';
import { SANDBOX_BAD_CVV, SANDBOX_REASON_MESSAGES } from './test-cards.ts';

const DUPLICATE_WINDOW_MS = 15 * 60_000;

export function transactionId(): string {
  // 22 digits, like the real provider's request ids.
  let id = String(randomInt(1, 10));
  while (id.length < 22) id += String(randomInt(0, 10));
  return id;
}

function isExpired(month: number, year: number, now: Date): boolean {
  return (
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}

/** Where the sandbox's hosted pages are mounted (sandbox-pages.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox/checkout';

/**
 * Test runs only (config SANDBOX_CHARGE_FAULT and SANDBOX_LOOKUP_FAULT, or a test setting the
 * provider's `faults`): a provider that does not answer. `charged_no_answer` makes the token
 * charge, then answers nothing the portal can trust (a timeout after the provider took the
 * money); `not_charged_no_answer` answers nothing and charges nothing (the request never got
 * there). The portal sees `{ outcome: 'unknown' }` either way: only `findCharge` tells them
 * apart. `lookup: 'no_answer'` makes `findCharge` itself answer `unknown`.
 */
export interface SandboxFaults {
  charge: 'none' | 'charged_no_answer' | 'not_charged_no_answer';
  lookup: 'none' | 'no_answer';
}

/**
 * Tests only: what happens to the sandbox's signed refund answer on its way to the portal (a
 * forger's or a network's doing): the answer as the portal receives it, given the genuine one and
 * the answers this provider gave before. Null: it arrives as signed.
 */
export type RefundAnswerTamper = (
  genuine: Record<string, string>,
  earlier: readonly Record<string, string>[],
) => Record<string, string>;

export type SandboxProvider = PaymentProvider & {
  faults: SandboxFaults;
  tamperRefundAnswer: RefundAnswerTamper | null;
};

const message = (reasonCode: number) => SANDBOX_REASON_MESSAGES[reasonCode] ?? 'Declined.';

/**
 * The sandbox provider as the portal sees it: the hosted checkout's protocol with the sandbox's
 * credentials and pages, its server-to-server token charge (PAYMENTS.md "Its REST-like charge
 * endpoint") with the test cards' outcomes, and its record of every charge by reference. Called
 * in-process: the sandbox lives in the same server, and a loop back over HTTP would only add a
 * way to fail (decision "Sandbox token charge").
 */
export function createSandboxProvider(
  db: Database,
  options: { account: MerchantAccount; checkoutUrl: string; faults?: SandboxFaults },
  now: () => Date = () => new Date(),
): SandboxProvider {
  const faults: SandboxFaults = { charge: 'none', lookup: 'none', ...options.faults };

  async function charge(request: ChargeRequest): Promise<ChargeResult> {
    const at = now();
    const reply = async (
      decision: 'ACCEPT' | 'DECLINE' | 'REVIEW',
      reasonCode: number,
    ): Promise<ChargeResult> => {
      const id = transactionId();
      await insertSandboxTransaction(db, {
        transactionId: id,
        reference: request.reference,
        token: request.token,
        amount: request.amount,
        currency: request.currency,
        decision,
        reasonCode,
      });
      const text = message(reasonCode);
      if (decision === 'ACCEPT')
        return { outcome: 'approved', transactionId: id, reasonCode, message: text };
      if (decision === 'REVIEW')
        return { outcome: 'review', transactionId: id, reasonCode, message: text };
      return { outcome: 'declined', transactionId: id, reasonCode, message: text };
    };

    if (
      await hasRecentApproval(db, request.reference, new Date(at.getTime() - DUPLICATE_WINDOW_MS))
    ) {
      return { outcome: 'declined', transactionId: null, reasonCode: 104, message: message(104) };
    }
    const token = await findSandboxToken(db, request.token);
    if (!token) return reply('DECLINE', 231);
    if (isExpired(token.expMonth, token.expYear, at)) return reply('DECLINE', 202);
    if (
      request.cvv !== undefined &&
      (request.cvv === SANDBOX_BAD_CVV || !isValidCvv(request.cvv, token.cardType))
    ) {
      return reply('DECLINE', 211);
    }
    return reply(token.decision as 'ACCEPT' | 'DECLINE' | 'REVIEW', token.reasonCode);
  }

  const refundAnswers: Record<string, string>[] = [];

  const provider: SandboxProvider = {
    name: 'sandbox',
    faults,
    tamperRefundAnswer: null,
    ...createSecureAcceptance({
      checkoutUrl: options.checkoutUrl,
      accounts: { default: options.account },
      now,
    }),

    async chargeToken(request: ChargeRequest): Promise<ChargeResult> {
      const unknown: ChargeResult = {
        outcome: 'unknown',
        transactionId: null,
        reasonCode: 150,
        message: 'The provider did not answer (sandbox fault).',
      };
      if (faults.charge === 'not_charged_no_answer') return unknown;
      const result = await charge(request);
      return faults.charge === 'charged_no_answer' ? unknown : result;
    },

    /**
     * The sandbox's record of the charge made with the reference (a token charge or a hosted
     * sale; a cancelled checkout is none): approved once one was approved (a held one too, once
     * accepted at the review desk), held while a review has no final word, else its last
     * decline; not_found when no charge was made with it.
     */
    async findCharge(reference: string): Promise<ChargeLookup> {
      if (faults.lookup === 'no_answer') return { outcome: 'unknown' };
      const rows = await findChargesByReference(db, reference);
      const approved = rows.find((row) => row.decision === 'ACCEPT');
      if (approved) {
        return {
          outcome: 'approved',
          transactionId: approved.transactionId,
          reasonCode: approved.reasonCode,
          message: message(approved.reasonCode),
        };
      }
      const held = rows.findLast((row) => row.decision === 'REVIEW');
      if (held) {
        return {
          outcome: 'review',
          transactionId: held.transactionId,
          reasonCode: held.reasonCode,
          message: message(held.reasonCode),
        };
      }
      const declined = rows.findLast((row) => row.decision === 'DECLINE');
      if (declined) {
        return {
          outcome: 'declined',
          transactionId: declined.transactionId,
          reasonCode: declined.reasonCode,
          message: message(declined.reasonCode),
        };
      }
      return { outcome: 'not_found' };
    },

    /**
     * The sandbox's refund, asked in-process like its charge; its answer is signed by the sandbox
     * and read as any provider's answer would be (refund-answer.ts): hostile until verified.
     */
    async refund(request: RefundRequest): Promise<RefundResult> {
      const genuine = await sandboxRefund(
        db,
        options.account,
        {
          access_key: options.account.accessKey,
          original_transaction_id: request.transactionId,
          reference_number: request.reference,
          amount: request.amount,
          currency: request.currency,
        },
        now(),
        transactionId,
      );
      const received = provider.tamperRefundAnswer
        ? provider.tamperRefundAnswer({ ...genuine }, refundAnswers)
        : genuine;
      refundAnswers.push(genuine);
      return readRefundAnswer(received, options.account, request, now());
    },

    async listTransactions(from: Date, to: Date): Promise<ProviderTransaction[]> {
      const rows = await listSandboxTransactions(db, from, to);
      return rows.map((row) => ({
        kind: row.decision === 'REFUND' ? 'refund' : 'charge',
        transactionId: row.transactionId,
        reference: row.reference,
        amount: row.amount,
        currency: row.currency,
        decision: row.decision,
        reasonCode: row.reasonCode,
        at: row.createdAt,
        originalTransactionId:
          row.decision === 'REFUND' ? (row.requestFields?.original_transaction_id ?? null) : null,
      }));
    },
  };
  return provider;
}

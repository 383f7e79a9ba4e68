import { randomInt } from 'node:crypto';
import { isValidCvv } from '@mp/contract/payments/rules/cards';
import type { Database } from '../db/client.ts';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
} from '../platform/payments/provider.ts';
import {
  createSecureAcceptance,
  type MerchantAccount,
} from '../platform/payments/secure-acceptance.ts';
import { findSandboxToken, hasRecentApproval, insertSandboxTransaction } from './sandbox-store.ts';
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
 * The sandbox provider as the portal sees it: the hosted checkout's protocol with the sandbox's
 * credentials and pages, and its server-to-server token charge (PAYMENTS.md "Its REST-like charge endpoint"), with
 * the test cards' outcomes. Called in-process: the sandbox lives in the same server, and a loop
 * back over HTTP would only add a way to fail (decision "Sandbox token charge").
 */
export function createSandboxProvider(
  db: Database,
  options: { account: MerchantAccount; checkoutUrl: string },
  now: () => Date = () => new Date(),
): PaymentProvider {
  return {
    name: 'sandbox',
    ...createSecureAcceptance({
      checkoutUrl: options.checkoutUrl,
      accounts: { default: options.account },
      now,
    }),
    async chargeToken(request: ChargeRequest): Promise<ChargeResult> {
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
        const message = SANDBOX_REASON_MESSAGES[reasonCode] ?? 'Declined.';
        if (decision === 'ACCEPT')
          return { outcome: 'approved', transactionId: id, reasonCode, message };
        if (decision === 'REVIEW')
          return { outcome: 'review', transactionId: id, reasonCode, message };
        return { outcome: 'declined', transactionId: id, reasonCode, message };
      };

      if (
        await hasRecentApproval(db, request.reference, new Date(at.getTime() - DUPLICATE_WINDOW_MS))
      ) {
        return {
          outcome: 'declined',
          transactionId: null,
          reasonCode: 104,
          message: SANDBOX_REASON_MESSAGES[104] ?? '',
        };
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
    },
  };
}

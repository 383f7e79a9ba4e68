import type { Currency } from '@mp/contract/money/money';

/**
 * The card payment provider behind the portal (PAYMENTS.md "Adapter interface"): the rest of the
 * portal never depends on one vendor's field names. This issue needs the server-to-server token
 * charge; the hosted checkout's `buildHostedCheckout` and `verifyResult` join it with the cards.
 */
export interface ChargeRequest {
  token: string;
  /** Decimal string with 2 decimals ("1244.25"). */
  amount: string;
  currency: Currency;
  /** Our order reference: the provider refuses a second charge with it (reason 104). */
  reference: string;
  /** Passed through to the provider only: never stored, never logged. */
  cvv?: string;
}

export type ChargeResult =
  | { outcome: 'approved'; transactionId: string; reasonCode: number; message: string }
  | { outcome: 'declined'; transactionId: string | null; reasonCode: number; message: string }
  | { outcome: 'review'; transactionId: string; reasonCode: number; message: string }
  | { outcome: 'error'; transactionId: null; reasonCode: number; message: string };

export interface PaymentProvider {
  name: string;
  chargeToken(request: ChargeRequest): Promise<ChargeResult>;
}

import type { Language } from '@mp/contract/constants';
import type { Currency } from '@mp/contract/money/money';

/**
 * The card payment provider behind the portal (PAYMENTS.md "Adapter interface"): the rest of the
 * portal never depends on one vendor's field names.
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

/**
 * A charge's outcome. `error` is a refusal the provider answered (the charge was not made);
 * `unknown` is no answer we can trust (timeout, network failure, a 5xx, an unreadable body): the
 * charge may have gone through, so the order keeps its items until `findCharge` settles it.
 */
export type ChargeResult =
  | { outcome: 'approved'; transactionId: string; reasonCode: number; message: string }
  | { outcome: 'declined'; transactionId: string | null; reasonCode: number; message: string }
  | { outcome: 'review'; transactionId: string; reasonCode: number; message: string }
  | { outcome: 'error'; transactionId: null; reasonCode: number; message: string }
  | { outcome: 'unknown'; transactionId: null; reasonCode: number; message: string };

/**
 * What the provider's own records say of the charge made with one of our references (a token
 * charge, or a hosted-checkout sale): its final word (`approved`, `declined`), still held for
 * review (`review`), never made (`not_found`), or no answer this time (`unknown`, ask again later).
 */
export type ChargeLookup =
  | Exclude<ChargeResult, { outcome: 'error' | 'unknown' }>
  | { outcome: 'not_found' }
  | { outcome: 'unknown' };

/** What a visit to the hosted checkout is for (PAYMENTS.md transaction types). */
export const CHECKOUT_PURPOSES = [
  'sale',
  'sale,create_payment_token',
  'create_payment_token',
  'update_payment_token',
] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

export interface Billing {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  country: string;
  postCode: string;
}

export interface CheckoutRequest {
  purpose: CheckoutPurpose;
  /** Our reference for the attempt: the result is matched to it. */
  reference: string;
  transactionUuid: string;
  /** Decimal string with 2 decimals; "0.00" when only a card is saved. */
  amount: string;
  currency: Currency;
  language: Language;
  billing: Billing;
  /** The saved card's token, for an update. */
  paymentToken?: string;
  /** Merchant-defined data 94-99 (spec §3), ids and flags only: no personal data. */
  merchantData: {
    userId: number;
    contractId: number | null;
    paymentType: string | null;
    monthlyType: string | null;
    multiple: boolean;
    isDefault: boolean;
  };
  deviceFingerprintId?: string;
  /** The contract's (or the member's) affiliation chooses the merchant credentials. */
  affiliation: string | null;
  receiptUrl: string;
  cancelUrl: string;
}

/** The signed form the browser posts to the provider. */
export interface HostedCheckout {
  url: string;
  fields: Record<string, string>;
}

export type CheckoutDecision = 'ACCEPT' | 'DECLINE' | 'REVIEW' | 'ERROR' | 'CANCEL';

/** A verified result, from signed fields only. */
export interface CheckoutResult {
  decision: CheckoutDecision;
  reasonCode: number;
  message: string;
  reference: string;
  transactionUuid: string;
  transactionType: string;
  amount: string;
  /** What was authorised; less than `amount` is a partial approval (reason 110). */
  authAmount: string | null;
  currency: string;
  transactionId: string | null;
  token: string | null;
  locale: Language;
  card: { typeCode: string; lastFour: string; expMonth: number; expYear: number } | null;
  billing: Omit<Billing, 'email'> | null;
  /**
   * Every signed `req_<name>` field, by `<name>`: what the provider says we asked for. Checked
   * against the request we signed and stored with the attempt before the decision is read
   * (PAYMENTS.md "Signature": a re-cut result changes at least one of them).
   */
  echoed: Readonly<Record<string, string>>;
}

/**
 * Giving back all or part of a charge (issue 22). `reference` is ours for the refund: the provider
 * answers a repeat of it with the same refund, never a second one.
 */
export interface RefundRequest {
  /** The charge's transaction id at the provider. */
  transactionId: string;
  reference: string;
  /** Decimal string with 2 decimals. */
  amount: string;
  currency: Currency;
}

/**
 * A refund's outcome. `declined` is the provider's final refusal (nothing given back); `unknown` is
 * no answer we can trust (none, late, unreadable, or one that fails its signature or echoes): the
 * refund may have been made, so its amount stays held until a repeat gets a trusted answer.
 */
export type RefundResult =
  | { outcome: 'refunded'; refundId: string; reasonCode: number; message: string }
  | { outcome: 'declined'; refundId: string | null; reasonCode: number; message: string }
  | { outcome: 'unknown'; reasonCode: number; message: string };

/** One money movement in the provider's own records, for the daily reconciliation. */
export interface ProviderTransaction {
  kind: 'charge' | 'refund';
  transactionId: string;
  /** Our reference: an order's (charges) or a refund's. */
  reference: string;
  amount: string;
  currency: string;
  /** ACCEPT, DECLINE, REVIEW for charges; REFUND for refunds. */
  decision: string;
  reasonCode: number;
  at: Date;
  /** A refund's charge. */
  originalTransactionId: string | null;
}

export interface PaymentProvider {
  /**
   * Gives back all or part of a charge (issue 22). Both adapters have it; optional so that a test's
   * stand-in provider need not (the desk then answers refund_provider_missing).
   */
  refund?(request: RefundRequest): Promise<RefundResult>;
  /**
   * The provider's own records of the money moved in [from, to), or null when the adapter cannot
   * list them (the reconciliation then compares the results the provider sent us).
   */
  listTransactions?(from: Date, to: Date): Promise<ProviderTransaction[] | null>;
  name: string;
  chargeToken(request: ChargeRequest): Promise<ChargeResult>;
  /** The provider's record of the charge made with our reference (PAYMENTS.md, issue 19 #16). */
  findCharge(reference: string): Promise<ChargeLookup>;
  buildHostedCheckout(request: CheckoutRequest): HostedCheckout;
  /** The result's own signature checked; null when it is missing, wrong or not ours. */
  verifyResult(fields: Readonly<Record<string, string>>): CheckoutResult | null;
}

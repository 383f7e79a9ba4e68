/** The payments area's business constants (money-and-stays §4, §9). */

import { CUSTOMER_CARE } from '../profile/constants.ts';

/** Spec §4, in the chooser's order. */
export const PAYMENT_TYPES = ['down', 'monthly', 'cash_out', 'other_fees'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec §4: monthly (due and overdue), full (pay in full, no late fee), multiple (chosen months). */
export const MONTHLY_MODES = ['monthly', 'full', 'multiple'] as const;
export type MonthlyMode = (typeof MONTHLY_MODES)[number];

/** Other-fee kinds (spec §3; "Extension Fee" appears in texts). */
export const FEE_TYPES = ['Usage Fee', 'Renovation Fee', 'Renewal Fee', 'Extension Fee'] as const;

/**
 * Order statuses: 1 pending (the provider is being asked), 2 paid, 3 paid and settled, 4 declined,
 * 5 cancelled, 6 held for review, 7 outcome unknown (the provider did not answer: asked again
 * before the items are offered again), 8 money received that settles nothing (a late acceptance
 * for items another payment settled: refund due). The history shows 2 and 3 (spec §4).
 */
export const ORDER_STATUS = {
  pending: 1,
  paid: 2,
  settled: 3,
  declined: 4,
  cancelled: 5,
  review: 6,
  unconfirmed: 7,
  refund_due: 8,
} as const;
export const HISTORY_STATUSES: readonly number[] = [ORDER_STATUS.paid, ORDER_STATUS.settled];
/** Spec §9: payments of the last 730 days. */
export const HISTORY_WINDOW_DAYS = 730;

/** Spec §4: the card picker's add-new entry. */
export const NEW_CARD_ID = -1;

/** CVV: 4 digits for American Express, 3 otherwise (PAYMENTS.md, spec §5). */
export const CVV_MIN_LENGTH = 3;

/**
 * A retried or double-clicked payment carries the same key and gets the first answer back
 * (decision "Paying twice"). Optional: without it the due items' locks still charge once.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;

/**
 * A pending order whose provider call never finished (a crash) stops holding its due items after
 * this long, so a member is not locked out of paying them.
 */
export const PENDING_ORDER_HOLD_MINUTES = 15;
export const PENDING_ORDER_HOLD_MS = PENDING_ORDER_HOLD_MINUTES * 60_000;

/**
 * An order waiting for its outcome (pending, held for review, outcome unknown): its items are
 * its own while it lasts (a pending one, until its hold ends).
 */
export const WAITING_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.pending,
  ORDER_STATUS.review,
  ORDER_STATUS.unconfirmed,
];

/**
 * A payment held for the provider's review keeps its items until the provider's final word, or
 * for this many days at most (decision "Payments held for review"): card networks release an
 * authorisation that was never captured within about a week, so after it nothing can be charged.
 */
export const REVIEW_HOLD_DAYS = 7;

/** Spec §4: the contact-Accounting dialog's two regional numbers. */
export const ACCOUNTING_PHONES = [
  { region: 'mexico', number: '800 112 4455' },
  { region: 'usa_canada', number: '1 888 555 0142' },
] as const;

/**
 * The club as the issuer of the payment receipt PDF (issue 20 item 21): legal name, tax id (RFC),
 * registered address and the Member Care desk. DEMO VALUES, all fictional: the RFC has the
 * 12-character shape of a company's, postal code 00000 does not exist and `.example` is a reserved
 * domain. Replace them with the club's own before members receive receipts. The address is
 * written the Mexican way (street, colonia, then postal code before the city), in both languages.
 */
export const CLUB_LEGAL = {
  name: 'Club Vacacional Demo, S.A. de C.V.',
  taxId: 'DEM000101XX0',
  address: ['Av. Ejemplo 123, Col. Demostración', '00000 Ciudad de México, CDMX, México'],
  memberCare: {
    phone: CUSTOMER_CARE.tollFree,
    email: 'care@memberpassport.example',
  },
} as const;

/** The invoice number printed on the PDF: F-<year>-<order id, 6 digits>. */
export function invoiceNumber(orderId: number, issuedAt: Date): string {
  return `F-${issuedAt.getUTCFullYear()}-${String(orderId).padStart(6, '0')}`;
}

/** Fee types in the member's language; an unknown one is shown as the club wrote it. */
const FEE_TYPE_LABELS_ES: Record<string, string> = {
  'Usage Fee': 'Cuota de uso',
  'Renovation Fee': 'Cuota de remodelación',
  'Renewal Fee': 'Cuota de renovación',
  'Extension Fee': 'Cuota de extensión',
};
export function feeTypeLabel(feeType: string, lang: 'en' | 'es'): string {
  return lang === 'es' ? (FEE_TYPE_LABELS_ES[feeType] ?? feeType) : feeType;
}

import type { AreaLimits } from '../../platform/rate-limit.ts';

/** The payments area's rate limits (platform/rate-limit.ts gathers every area's). */
const buckets = {
  /** Payment attempts: a member pays a few items; card testing tries hundreds. */
  paymentIp: { points: 20, duration: 600 },
  /**
   * Declined payments per account and per saved card, whatever the address (issue 19 #10: card
   * testing from many addresses): a member retries a declined card a few times, not dozens.
   */
  paymentDeclinesAccount: { points: 8, duration: 3600 },
  paymentDeclinesCard: { points: 5, duration: 3600 },
  /** Results from the card provider that fail their checks (forged, re-cut, replayed). */
  checkoutRejectedIp: { points: 20, duration: 600 },
} as const;

export const PAYMENTS_LIMITS = {
  buckets,
  routes: {
    payment: { ip: 'paymentIp' },
  },
} as const satisfies AreaLimits<keyof typeof buckets>;

/** Outgoing webhooks to the club's system (issue 22, STAFF.md "The club's own data"). */

/** What the club's system can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'payment.completed',
  'reservation.requested',
  'profile.changed',
  'thread.opened',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A delivery's state in the log: waiting (first try or a retry), delivered, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2_048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** Endpoints one portal sends to: the club has one system, maybe a staging copy and a few more. */
export const WEBHOOK_MAX_ENDPOINTS = 20;

/**
 * The wait before each retry, in seconds: a POST that fails (no 2xx, or no answer within
 * WEBHOOK_TIMEOUT_SECONDS) is tried again after 1 minute, 5 minutes, 30 minutes, 2, 6, 12 and
 * 24 hours, then given up (WEBHOOK_MAX_ATTEMPTS in all, about a day and a half).
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [
  60, 300, 1_800, 7_200, 21_600, 43_200, 86_400,
] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
/** How long the club's system has to answer one POST. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** A receiver refuses a signature whose timestamp is further than this from its clock (replays). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The headers of each POST (docs/operations.md "Webhooks": how the club verifies them). */
export const WEBHOOK_HEADERS = {
  eventId: 'x-passport-event-id',
  eventType: 'x-passport-event-type',
  timestamp: 'x-passport-timestamp',
  /** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>` */
  signature: 'x-passport-signature',
} as const;

/** A signing secret's prefix, so a leaked one is recognisable (secret scanners). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** The delivery log's page. */
export const WEBHOOK_DELIVERY_PAGE_SIZE = 25;
export const WEBHOOK_DELIVERY_MAX_PAGE = 400;

import {
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
} from '@mp/contract/webhooks/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, ts } from './columns.ts';
import { staffAccounts } from './staff.ts';

/**
 * The club's webhook endpoints (issue 22). The signing secret must be used, not only checked, so
 * it is kept encrypted under a key derived from APP_SECRET (modules/webhooks/webhook-secret.ts),
 * never hashed; `secretHint` is its last characters, for the console.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: varchar('url', { length: WEBHOOK_URL_MAX_LENGTH }).notNull(),
  description: varchar('description', { length: WEBHOOK_DESCRIPTION_MAX_LENGTH })
    .notNull()
    .default(''),
  /** The event types it receives (contract WEBHOOK_EVENT_TYPES). */
  events: jsonb('events').$type<string[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
  secret: text('secret').notNull(),
  secretHint: varchar('secret_hint', { length: 8 }).notNull(),
  secretRotatedAt: ts('secret_rotated_at').notNull().defaultNow(),
  createdByStaffId: bigint('created_by_staff_id', { mode: 'number' }).references(
    () => staffAccounts.id,
    { onDelete: 'set null' },
  ),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One thing that happened, written in the transaction of the change itself. `sourceKey` names
 * the change (`order:42` for a payment) where one exists: a second emission of the same change
 * finds the row and adds nothing. `payload` is the body's `data`; it may hold personal data and
 * is never logged.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    /** The id the club's system sees (body `id`, header x-passport-event-id). */
    eventId: uuid('event_id').notNull().defaultRandom(),
    type: varchar('type', { length: 32 }).notNull(),
    sourceKey: varchar('source_key', { length: 64 }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_events_event_id_key').on(t.eventId),
    uniqueIndex('webhook_events_source_key').on(t.type, t.sourceKey),
  ],
);

/**
 * One event for one endpoint: at most one row per pair, so an event reaches an endpoint once
 * however often it is emitted. A delivery job claims the row (`claimedUntil`) before its POST,
 * so a job run twice sends once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: bigint('endpoint_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** pending | delivered | failed (given up) */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: smallint('last_status_code'),
    /** timeout | connection | refused_address | http (never the answer's body) */
    lastError: varchar('last_error', { length: 32 }),
    nextRetryAt: ts('next_retry_at'),
    /** A try in flight holds the row until then; a crashed one is taken over after it. */
    claimedUntil: ts('claimed_until'),
    deliveredAt: ts('delivered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_key').on(t.eventId, t.endpointId),
    index('webhook_deliveries_log_idx').on(t.createdAt, t.id),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);

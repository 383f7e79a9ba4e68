import {
  BROADCAST_BODY_MAX_LENGTH,
  BROADCAST_SUBJECT_MAX_LENGTH,
} from '@mp/contract/broadcasts/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { hotels } from './club.ts';
import { id, ts } from './columns.ts';
import { staffAccounts } from './staff.ts';

/**
 * An alert or marketing message to a segment of members (issue 22), written in both languages.
 * Its delivery walks the segment in member-id order, one batch per job: `cursorUserId` is the
 * last member id a batch handled, advanced in the batch's own transaction, so a batch that runs
 * twice (a retry, a second instance) finds the cursor moved and does nothing.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: id(),
    /** alert | marketing (spec 1 §3) */
    messageType: varchar('message_type', { length: 16 }).notNull(),
    /** scheduled | sending | sent | cancelled */
    status: varchar('status', { length: 16 }).notNull(),
    subjectEn: varchar('subject_en', { length: BROADCAST_SUBJECT_MAX_LENGTH }).notNull(),
    subjectEs: varchar('subject_es', { length: BROADCAST_SUBJECT_MAX_LENGTH }).notNull(),
    bodyEn: varchar('body_en', { length: BROADCAST_BODY_MAX_LENGTH }).notNull(),
    bodyEs: varchar('body_es', { length: BROADCAST_BODY_MAX_LENGTH }).notNull(),
    /** The segment's filters; null is "any". The resort's name is kept as it was chosen. */
    segmentHotelId: bigint('segment_hotel_id', { mode: 'number' }).references(() => hotels.id, {
      onDelete: 'set null',
    }),
    segmentResort: varchar('segment_resort', { length: 128 }),
    segmentLanguage: varchar('segment_language', { length: 2 }),
    segmentContractStatus: varchar('segment_contract_status', { length: 16 }),
    segmentPaymentDue: boolean('segment_payment_due').notNull().default(false),
    sendAt: ts('send_at').notNull(),
    createdByStaffId: bigint('created_by_staff_id', { mode: 'number' }).references(
      () => staffAccounts.id,
      { onDelete: 'set null' },
    ),
    cancelledByStaffId: bigint('cancelled_by_staff_id', { mode: 'number' }).references(
      () => staffAccounts.id,
      { onDelete: 'set null' },
    ),
    /** The last member id a delivery batch handled (0 before the first). */
    cursorUserId: bigint('cursor_user_id', { mode: 'number' }).notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    emailCount: integer('email_count').notNull().default(0),
    optedOutCount: integer('opted_out_count').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    index('broadcasts_created_idx').on(t.createdAt, t.id),
    index('broadcasts_status_idx').on(t.status, t.createdAt),
    check('broadcasts_type_check', sql`${t.messageType} in ('alert', 'marketing')`),
    check(
      'broadcasts_status_check',
      sql`${t.status} in ('scheduled', 'sending', 'sent', 'cancelled')`,
    ),
  ],
);

/**
 * Who got a broadcast: one row per (broadcast, member), written in the same statement as the
 * member's message. The primary key is what makes a delivery idempotent: a member never gets
 * one broadcast twice, whatever runs twice.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    broadcastId: bigint('broadcast_id', { mode: 'number' })
      .notNull()
      .references(() => broadcasts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The language the member got it in. */
    languageId: varchar('language_id', { length: 2 }).notNull(),
    deliveredAt: ts('delivered_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.userId] }),
    index('broadcast_recipients_user_idx').on(t.userId),
  ],
);

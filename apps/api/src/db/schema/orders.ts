import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { orders } from './club.ts';
import { ts } from './columns.ts';
import { staffAccounts } from './staff.ts';

/** What a refund gave back on one line of its order (and reopened on its due item). */
export interface RefundLine {
  dueItemId: number | null;
  kind: 'item' | 'extra_principal';
  /** The part of the line's amount (principal and closing cost) given back. */
  amount: string;
  /** The part of the line's late fee given back. */
  lateFee: string;
}

/**
 * A refund of all or part of a paid order (issue 22, the payments desk). Its id is drawn from the
 * orders' own sequence, so a refund and an order never share an id: the member's payment history
 * lists a refund beside the payments, and the spec's `GET /v1/orders/{order}/download` answers its
 * credit note by that id (docs/decisions.md "Payments desk and refunds").
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().default(sql`nextval('orders_id_seq')`),
    uuid: uuid('uuid').notNull().defaultRandom(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    /** pending | refunded | declined | unconfirmed (contract orders/constants.ts) */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** Our reference for the refund at the provider (MR-...): a repeat asks about the same one. */
    reference: varchar('reference', { length: 64 }).notNull(),
    /** The staff member's key for this refund: a retry with it gets this refund back. */
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    providerReasonCode: smallint('provider_reason_code'),
    providerMessage: text('provider_message'),
    creditNoteNumber: varchar('credit_note_number', { length: 32 }),
    /** What the refund reopened, line by line, and the principal it put back on the balance. */
    lines: jsonb('lines').$type<RefundLine[]>().notNull().default([]),
    principalRestored: numeric('principal_restored', { precision: 12, scale: 2 })
      .notNull()
      .default('0'),
    createdAt: ts('created_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_user_idx').on(t.userId, t.createdAt),
    index('order_refunds_created_idx').on(t.createdAt),
    uniqueIndex('order_refunds_reference_key').on(t.reference),
    uniqueIndex('order_refunds_idempotency_key').on(t.orderId, t.idempotencyKey),
    uniqueIndex('order_refunds_provider_key').on(t.providerRefundId),
    uniqueIndex('order_refunds_credit_note_key').on(t.creditNoteNumber),
    check(
      'order_refunds_status_check',
      sql`${t.status} in ('pending', 'refunded', 'declined', 'unconfirmed')`,
    ),
    check('order_refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

import {
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, ts } from './columns.ts';

/**
 * The sandbox card provider's own store (PAYMENTS.md "The sandbox provider"): a test double of a
 * real provider, apart from the portal's tables. The portal never reads these; it knows a card
 * only by the token the provider gave it.
 */
export const sandboxTokens = pgTable('sandbox_tokens', {
  token: varchar('token', { length: 128 }).primaryKey(),
  /**
   * What a real provider keeps of a card, as far as the sandbox needs it: the brand code, the last
   * four digits and the outcome of the test card the token was made from. No card number.
   */
  cardType: varchar('card_type', { length: 3 }).notNull(),
  lastFour: varchar('last_four', { length: 4 }).notNull(),
  decision: varchar('decision', { length: 8 }).notNull(),
  reasonCode: smallint('reason_code').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: id(),
    transactionId: varchar('transaction_id', { length: 32 }).notNull(),
    /** The hosted checkout's transaction_uuid: a second use is refused (reason 104). */
    transactionUuid: varchar('transaction_uuid', { length: 64 }),
    reference: varchar('reference', { length: 64 }).notNull(),
    token: varchar('token', { length: 128 }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    decision: varchar('decision', { length: 8 }).notNull(),
    reasonCode: smallint('reason_code').notNull(),
    /**
     * A hosted-checkout sale's signed request fields (signature aside), kept so that a later word
     * on it (a review decided at the sandbox's review desk) is posted with the same echoed fields.
     */
    requestFields: jsonb('request_fields').$type<Record<string, string>>(),
    /** When a held (REVIEW) transaction got its final word. */
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_transactions_id_key').on(t.transactionId),
    index('sandbox_transactions_reference_idx').on(t.reference),
    uniqueIndex('sandbox_transactions_uuid_key').on(t.transactionUuid),
  ],
);

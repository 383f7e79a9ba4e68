import { index, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, ts } from './columns.ts';

/**
 * The sandbox card provider's own store (PAYMENTS.md "The sandbox provider"): a test double of a
 * real provider, apart from the portal's tables. The portal never reads these; it knows a card
 * only by the token the provider gave it.
 */
export const sandboxTokens = pgTable('sandbox_tokens', {
  token: varchar('token', { length: 128 }).primaryKey(),
  /** Test card numbers only (the sandbox's page lists them); never a real card. */
  cardNumber: varchar('card_number', { length: 19 }).notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: id(),
    transactionId: varchar('transaction_id', { length: 32 }).notNull(),
    reference: varchar('reference', { length: 64 }).notNull(),
    token: varchar('token', { length: 128 }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    decision: varchar('decision', { length: 8 }).notNull(),
    reasonCode: smallint('reason_code').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_transactions_id_key').on(t.transactionId),
    index('sandbox_transactions_reference_idx').on(t.reference),
  ],
);

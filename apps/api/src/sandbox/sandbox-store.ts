import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sandboxTokens, sandboxTransactions } from '../db/schema/sandbox.ts';
import type { SandboxTestCard } from './test-cards.ts';

/** The sandbox provider's queries on its own tables. */

export async function findSandboxToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(sandboxTokens)
    .where(eq(sandboxTokens.token, token))
    .limit(1);
  return row;
}

/** A token's row: what the sandbox keeps of the test card it was made from (never its number). */
export function sandboxTokenRow(
  token: string,
  card: SandboxTestCard,
  expMonth: number,
  expYear: number,
): typeof sandboxTokens.$inferInsert {
  return {
    token,
    cardType: card.type,
    lastFour: card.number.slice(-4),
    decision: card.decision,
    reasonCode: card.reasonCode,
    expMonth,
    expYear,
  };
}

export function insertSandboxTokens(db: Database, rows: (typeof sandboxTokens.$inferInsert)[]) {
  return rows.length > 0 ? db.insert(sandboxTokens).values(rows) : Promise.resolve();
}

/** An approved charge with this reference in the last 15 minutes makes a new one a duplicate. */
export async function hasRecentApproval(db: Database, reference: string, since: Date) {
  const [row] = await db
    .select({ id: sandboxTransactions.id })
    .from(sandboxTransactions)
    .where(
      and(
        eq(sandboxTransactions.reference, reference),
        eq(sandboxTransactions.decision, 'ACCEPT'),
        gte(sandboxTransactions.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSandboxTransaction(
  db: Database,
  row: typeof sandboxTransactions.$inferInsert,
) {
  await db.insert(sandboxTransactions).values(row);
}

export async function updateSandboxToken(db: Database, row: typeof sandboxTokens.$inferInsert) {
  await db.update(sandboxTokens).set(row).where(eq(sandboxTokens.token, row.token));
}

export async function isTransactionUuidUsed(db: Database, transactionUuid: string) {
  const [row] = await db
    .select({ id: sandboxTransactions.id })
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.transactionUuid, transactionUuid))
    .limit(1);
  return row !== undefined;
}

/**
 * The charges made with one of the merchant's references (hosted-checkout sales and token
 * charges; a cancelled checkout is not a charge), oldest first.
 */
export async function findChargesByReference(db: Database, reference: string) {
  return db
    .select()
    .from(sandboxTransactions)
    .where(
      and(
        eq(sandboxTransactions.reference, reference),
        inArray(sandboxTransactions.decision, ['ACCEPT', 'DECLINE', 'REVIEW']),
      ),
    )
    .orderBy(asc(sandboxTransactions.id));
}

/** The transactions held for review that have no final word yet, newest first. */
export async function listHeldTransactions(db: Database, limit = 100) {
  return db
    .select()
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.decision, 'REVIEW'), isNull(sandboxTransactions.decidedAt)))
    .orderBy(desc(sandboxTransactions.id))
    .limit(limit);
}

/**
 * A held transaction's final word: its decision becomes ACCEPT or DECLINE, once (a second
 * decision finds nothing to update and answers undefined).
 */
export async function decideHeldTransaction(
  db: Database,
  transactionId: string,
  outcome: { decision: 'ACCEPT' | 'DECLINE'; reasonCode: number; at: Date },
) {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ decision: outcome.decision, reasonCode: outcome.reasonCode, decidedAt: outcome.at })
    .where(
      and(
        eq(sandboxTransactions.transactionId, transactionId),
        eq(sandboxTransactions.decision, 'REVIEW'),
        isNull(sandboxTransactions.decidedAt),
      ),
    )
    .returning();
  return row;
}

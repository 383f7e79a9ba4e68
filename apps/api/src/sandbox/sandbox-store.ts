import { and, eq, gte } from 'drizzle-orm';
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

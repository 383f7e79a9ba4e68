import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { staffPasskeys, staffSessions } from '../../db/schema/staff.ts';

export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;
export type PasskeyCeremony = 'registration' | 'authentication';

/** A staff member's passkeys, oldest first. */
export async function listPasskeys(db: Database, staffId: number): Promise<StaffPasskeyRow[]> {
  return db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId))
    .orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

export async function countPasskeys(db: Database, staffId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffId, staffId));
  return row?.value ?? 0;
}

/** One of this staff member's passkeys by its credential id (another's is not found). */
export async function findOwnPasskeyByCredential(
  db: Database,
  staffId: number,
  credentialId: string,
): Promise<StaffPasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.staffId, staffId), eq(staffPasskeys.credentialId, credentialId)))
    .limit(1);
  return row;
}

/** A new passkey; undefined when its credential id is registered already (to anyone). */
export async function insertPasskey(
  db: Database,
  values: typeof staffPasskeys.$inferInsert,
): Promise<StaffPasskeyRow | undefined> {
  const [row] = await db.insert(staffPasskeys).values(values).onConflictDoNothing().returning();
  return row;
}

export async function renamePasskey(
  db: Database,
  staffId: number,
  id: number,
  name: string,
): Promise<StaffPasskeyRow | undefined> {
  const [row] = await db
    .update(staffPasskeys)
    .set({ name })
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId)))
    .returning();
  return row;
}

export async function deletePasskey(
  db: Database,
  staffId: number,
  id: number,
): Promise<StaffPasskeyRow | undefined> {
  const [row] = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId)))
    .returning();
  return row;
}

/**
 * Records a use: the new signature counter, only if it still rises from the one read before (or
 * both are zero, for authenticators that keep no counter), in one statement, so two requests with
 * one assertion cannot both pass.
 */
export async function recordPasskeyUse(
  db: Database,
  id: number,
  previousCounter: number,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const rises =
    newCounter === 0 && previousCounter === 0
      ? eq(staffPasskeys.counter, 0)
      : lt(staffPasskeys.counter, newCounter);
  const rows = await db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(staffPasskeys.id, id), rises))
    .returning({ id: staffPasskeys.id });
  return rows.length > 0;
}

// Challenges -------------------------------------------------------------------------------

/** Puts a new challenge on the session in place of any earlier one. */
export async function storeChallenge(
  db: Database,
  sessionId: string,
  kind: PasskeyCeremony,
  challenge: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({
      passkeyChallenge: challenge,
      passkeyChallengeKind: kind,
      passkeyChallengeExpiresAt: expiresAt,
    })
    .where(eq(staffSessions.id, sessionId));
}

/**
 * Takes the session's challenge, atomically: cleared whatever happens next (single use), and
 * returned only when it is of this ceremony and not expired. Of two requests, one gets it (the
 * second re-checks the cleared row and finds nothing).
 */
export async function takeChallenge(
  db: Database,
  sessionId: string,
  kind: PasskeyCeremony,
  now: Date,
): Promise<string | undefined> {
  const before = alias(staffSessions, 'before');
  const [row] = await db
    .update(staffSessions)
    .set({ passkeyChallenge: null, passkeyChallengeKind: null, passkeyChallengeExpiresAt: null })
    .from(before)
    .where(
      and(
        eq(staffSessions.id, sessionId),
        isNotNull(staffSessions.passkeyChallenge),
        eq(before.id, staffSessions.id),
      ),
    )
    // The joined row is the one before this update: the challenge as it was.
    .returning({
      challenge: before.passkeyChallenge,
      kind: before.passkeyChallengeKind,
      expiresAt: before.passkeyChallengeExpiresAt,
    });
  if (!row?.challenge || row.kind !== kind || !row.expiresAt || row.expiresAt <= now) {
    return undefined;
  }
  return row.challenge;
}

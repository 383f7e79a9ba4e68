import { and, desc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/access.ts';
import {
  staffAccounts,
  staffRecoveryCodes,
  staffSessions,
  staffSetupLinks,
} from '../../db/schema/staff.ts';

export type StaffAccountRow = typeof staffAccounts.$inferSelect;

export async function findStaffByEmail(
  db: Database,
  email: string,
): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(sql`lower(${staffAccounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findStaffById(
  db: Database,
  id: number,
): Promise<StaffAccountRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

export async function listStaff(db: Database): Promise<StaffAccountRow[]> {
  return db.select().from(staffAccounts).orderBy(staffAccounts.name, staffAccounts.id);
}

export async function insertStaffAccount(
  db: Database,
  values: typeof staffAccounts.$inferInsert,
): Promise<StaffAccountRow | undefined> {
  const [row] = await db.insert(staffAccounts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateStaff(
  db: Database,
  id: number,
  values: Partial<typeof staffAccounts.$inferInsert>,
): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .update(staffAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row;
}

/**
 * Accepts a TOTP time step only if it is newer than the last one accepted, in one statement: two
 * requests with the same code cannot both pass (replay).
 */
export async function acceptTotpStep(
  db: Database,
  staffId: number,
  step: number,
  enrolledAt?: Date,
): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({
      totpLastStep: step,
      ...(enrolledAt && { totpEnrolledAt: enrolledAt }),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(staffAccounts.id, staffId),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(
  db: Database,
  staffId: number,
  hashes: string[],
): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Marks an unused recovery code used, atomically; false if there is none with this hash. */
export async function useRecoveryCode(
  db: Database,
  staffId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Database, staffId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.value ?? 0;
}

// Setup links ------------------------------------------------------------------------------

export async function insertSetupLink(
  db: Database,
  values: { staffId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  // A new link replaces the account's earlier ones: only the latest works.
  await db
    .update(staffSetupLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(staffSetupLinks.staffId, values.staffId), isNull(staffSetupLinks.usedAt)));
  await db.insert(staffSetupLinks).values(values);
}

/** A setup link that is unused, unexpired and of an enabled account, with its account. */
export async function findLiveSetupLink(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ linkId: staffSetupLinks.id, account: staffAccounts })
    .from(staffSetupLinks)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSetupLinks.staffId))
    .where(
      and(
        eq(staffSetupLinks.tokenHash, tokenHash),
        isNull(staffSetupLinks.usedAt),
        gt(staffSetupLinks.expiresAt, now),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

/** Uses a setup link once, atomically: of two requests with one link, one wins. */
export async function useSetupLink(db: Database, linkId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffSetupLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffSetupLinks.id, linkId),
        isNull(staffSetupLinks.usedAt),
        gt(staffSetupLinks.expiresAt, now),
      ),
    )
    .returning({ id: staffSetupLinks.id });
  return rows.length > 0;
}

// Sessions ---------------------------------------------------------------------------------

export async function createSession(
  db: Database,
  values: {
    staffId: number;
    tokenHash: string;
    stage: 'password' | 'full';
    expiresAt: Date;
    now: Date;
  },
) {
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId: values.staffId,
      tokenHash: values.tokenHash,
      stage: values.stage,
      expiresAt: values.expiresAt,
      lastSeenAt: values.now,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('staff session insert returned nothing');
  return row;
}

export async function findSession(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.id, sessionId))
    .limit(1);
  return row;
}

export async function revokeSession(
  db: Database,
  sessionId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Ends every live session of a staff account; the number ended. */
export async function revokeAllSessions(
  db: Database,
  staffId: number,
  reason: string,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** The live session of a cookie token's hash, without touching it (a sign-in replacing it). */
export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)))
    .limit(1);
  return row;
}

// Audit log --------------------------------------------------------------------------------

export interface AuditFilters {
  staffId?: number;
  memberId?: number;
  /** Inclusive start and exclusive end. */
  from?: Date;
  to?: Date;
  before?: number;
  limit: number;
}

/** The audit log, newest first (read only: the application has no update or delete path). */
export async function readAuditLog(db: Database, filters: AuditFilters) {
  const conditions = [
    filters.staffId !== undefined ? eq(auditLog.staffId, filters.staffId) : undefined,
    filters.memberId !== undefined ? eq(auditLog.userId, filters.memberId) : undefined,
    filters.from ? gte(auditLog.createdAt, filters.from) : undefined,
    filters.to ? lt(auditLog.createdAt, filters.to) : undefined,
    filters.before !== undefined ? lt(auditLog.id, filters.before) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select({
      id: auditLog.id,
      event: auditLog.event,
      actor: auditLog.actor,
      staffId: auditLog.staffId,
      staffName: staffAccounts.name,
      memberId: auditLog.userId,
      memberFirstName: users.firstName,
      memberLastName: users.lastName,
      reason: auditLog.reason,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.staffId))
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filters.limit);
}

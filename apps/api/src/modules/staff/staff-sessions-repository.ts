import { STAFF_SESSION_IDLE_MINUTES } from '@mp/contract/staff/constants';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAccounts, staffSessions } from '../../db/schema/staff.ts';

export interface StaffSessionRow {
  sessionId: string;
  stage: string;
  staffId: number;
  role: string;
  name: string;
  languageId: string;
}

/**
 * The live session of an enabled staff account by its cookie token's hash, touched in the same
 * statement (one round trip): idle past STAFF_SESSION_IDLE_MINUTES, past its absolute end,
 * revoked, or of a disabled account, it finds nothing.
 */
export async function touchStaffSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<StaffSessionRow | undefined> {
  const idleSince = new Date(now.getTime() - STAFF_SESSION_IDLE_MINUTES * 60_000);
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .from(staffAccounts)
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        eq(staffSessions.staffId, staffAccounts.id),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .returning({
      sessionId: staffSessions.id,
      stage: staffSessions.stage,
      staffId: staffAccounts.id,
      role: staffAccounts.role,
      name: staffAccounts.name,
      languageId: staffAccounts.languageId,
    });
  return row;
}

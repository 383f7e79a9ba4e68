import { STAFF_SESSION_MAX_HOURS, STAFF_SETUP_LINK_HOURS } from '@mp/contract/staff/constants';
import type { StaffRole } from '@mp/contract/staff/permissions';
import type { Database } from '../client.ts';
import { staffAccounts, staffSessions, staffSetupLinks } from '../schema/staff.ts';

type StaffInsert = typeof staffAccounts.$inferInsert;

/**
 * The one way to make staff accounts, for the demo seed and the tests (issue 21). A staff
 * account as the builder makes it has no password and no second factor: the sign-in flow
 * (staff module) sets both; tests that only need a signed-in caller use `insertStaffSession`.
 */
export function staffAccount(
  values: Pick<StaffInsert, 'email'> & Partial<StaffInsert> & { role?: StaffRole },
): StaffInsert {
  return { name: 'Test Agent', role: 'agent', languageId: 'en', ...values };
}

export async function insertStaff(
  db: Database,
  values: Parameters<typeof staffAccount>[0],
): Promise<typeof staffAccounts.$inferSelect> {
  const [row] = await db.insert(staffAccounts).values(staffAccount(values)).returning();
  if (!row) throw new Error('staff insert returned nothing');
  return row;
}

/** A staff session row for a token hash (stage `full` unless told), as a sign-in leaves it. */
export async function insertStaffSession(
  db: Database,
  values: { staffId: number; tokenHash: string; stage?: 'password' | 'full'; now?: Date },
): Promise<typeof staffSessions.$inferSelect> {
  const now = values.now ?? new Date();
  const [row] = await db
    .insert(staffSessions)
    .values({
      staffId: values.staffId,
      tokenHash: values.tokenHash,
      stage: values.stage ?? 'full',
      lastSeenAt: now,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 3_600_000),
    })
    .returning();
  if (!row) throw new Error('staff session insert returned nothing');
  return row;
}

/** A live setup link for a token (the link an invitation or `npm run staff:create` gives). */
export async function insertStaffSetupLink(
  db: Database,
  values: { staffId: number; tokenHash: string; expiresAt?: Date },
): Promise<typeof staffSetupLinks.$inferSelect> {
  const [row] = await db
    .insert(staffSetupLinks)
    .values({
      staffId: values.staffId,
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt ?? new Date(Date.now() + STAFF_SETUP_LINK_HOURS * 3_600_000),
    })
    .returning();
  if (!row) throw new Error('staff setup link insert returned nothing');
  return row;
}

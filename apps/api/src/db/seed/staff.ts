import type { StaffRole } from '@mp/contract/staff/permissions';
import { sql } from 'drizzle-orm';
import { decryptTotpSecret, encryptTotpSecret } from '../../modules/staff/second-factor.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Database } from '../client.ts';
import { staffAccount } from '../factories/staff.ts';
import { staffAccounts } from '../schema/staff.ts';

/** The demo staff's password (printed at start outside production, like the members'). */
export const DEMO_STAFF_PASSWORD = 'Console#2026';

/**
 * The demo staff (issue 21), each already enrolled with a fixed TOTP secret, so a person can add
 * it to an authenticator app (or compute codes) and sign in at once. Never seeded in production.
 */
export const DEMO_STAFF: readonly {
  email: string;
  name: string;
  role: StaffRole;
  languageId: 'en' | 'es';
  totpSecret: string;
}[] = [
  {
    email: 'admin@staff.example.com',
    name: 'Alex Admin',
    role: 'admin',
    languageId: 'en',
    totpSecret: 'MPDEMOADMINTOTPSECRETKEYAAAAAAAA',
  },
  {
    email: 'supervisor@staff.example.com',
    name: 'Sofía Supervisora',
    role: 'supervisor',
    languageId: 'es',
    totpSecret: 'MPDEMOSUPERVISORTOTPSECRETKEYAAA',
  },
  {
    email: 'agent@staff.example.com',
    name: 'Andrés Agente',
    role: 'agent',
    languageId: 'es',
    totpSecret: 'MPDEMOAGENTTOTPSECRETKEYAAAAAAAA',
  },
];

function decrypts(appSecret: string, stored: string | null, expected: string): boolean {
  try {
    return stored !== null && decryptTotpSecret(appSecret, stored) === expected;
  } catch {
    return false;
  }
}

/**
 * Creates the demo staff that are missing; an existing one whose secret no longer opens with
 * this APP_SECRET gets it again (the demo secret is public anyway). Idempotent.
 */
export async function seedDemoStaff(db: Database, appSecret: string): Promise<void> {
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const now = new Date();
  for (const demo of DEMO_STAFF) {
    const [existing] = await db
      .select({ id: staffAccounts.id, totpSecret: staffAccounts.totpSecret })
      .from(staffAccounts)
      .where(sql`lower(${staffAccounts.email}) = ${demo.email}`)
      .limit(1);
    if (existing && decrypts(appSecret, existing.totpSecret, demo.totpSecret)) continue;
    const totpSecret = encryptTotpSecret(appSecret, demo.totpSecret);
    if (existing) {
      await db
        .update(staffAccounts)
        .set({ totpSecret, totpEnrolledAt: now, totpLastStep: null })
        .where(sql`${staffAccounts.id} = ${existing.id}`);
      continue;
    }
    await db
      .insert(staffAccounts)
      .values(
        staffAccount({
          email: demo.email,
          name: demo.name,
          role: demo.role,
          languageId: demo.languageId,
          passwordHash,
          totpSecret,
          totpEnrolledAt: now,
        }),
      )
      .onConflictDoNothing();
  }
}

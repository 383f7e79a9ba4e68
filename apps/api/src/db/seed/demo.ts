import { count, sql } from 'drizzle-orm';
import { loadClubRows } from '../../modules/clubdata/clubdata-service.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { seedSandboxHistory } from '../../sandbox/sandbox-seed.ts';
import type { Database } from '../client.ts';
import { memberUser } from '../factories/access.ts';
import { users } from '../schema/access.ts';
import { seedMemberData } from './club.ts';
import { seedDesk } from './desk.ts';
import { seedInbox } from './inbox.ts';
import { DEMO_MEMBER_RECORDS } from './member-records.ts';
import { seedReferenceContent } from './reference.ts';
import { seedDemoStaff } from './staff.ts';

export const DEMO_PASSWORD = 'Vacation#2026';

/** The demo members of the README; their club records are in member-records.ts. */
export const DEMO_MEMBERS = [
  {
    key: 'john',
    email: 'john@example.com',
    firstName: 'John',
    lastName: 'Smith',
    vidaMemberId: 100001,
    languageId: 'en',
    note: 'English, 3 contracts',
  },
  {
    key: 'ana',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    vidaMemberId: 100002,
    languageId: 'es',
    note: 'Spanish, 1 contract',
  },
  {
    key: 'maria',
    email: 'maria@example.com',
    firstName: 'Maria',
    lastName: 'Lopez',
    vidaMemberId: 100003,
    languageId: 'en',
    note: 'English, 5 contracts in MXN and USD',
  },
] as const;

const DEMO_PROFILE = {
  john: {
    homePhone: '+1 312 555 0142',
    mobilePhone: '+1 312 555 0199',
    addressLine1: '1200 Lake Shore Drive 14B',
    city: 'Chicago',
    state: 'IL',
    country: 'US',
    postalCode: '60610',
  },
  ana: {
    homePhone: '+52 55 5555 0123',
    mobilePhone: '+52 55 1234 5678',
    addressLine1: 'Av. Reforma 222 Piso 3',
    city: 'Ciudad de México',
    state: 'CDMX',
    country: 'MX',
    postalCode: '06600',
  },
  maria: {
    homePhone: null,
    mobilePhone: '+1 210 555 0177',
    addressLine1: '845 Alamo Heights Blvd 2',
    city: 'San Antonio',
    state: 'TX',
    country: 'US',
    postalCode: '78209',
  },
} as const;

/**
 * Seeds a fresh database once: reference content, the club's member records and the three demo
 * members with everything they own. Does nothing when users already exist.
 */
export async function seedDemo(db: Database, staffSecret?: string): Promise<boolean> {
  // The demo staff (issue 21), outside production only: their TOTP secrets are encrypted with
  // APP_SECRET, which the caller passes when staff are wanted.
  if (staffSecret) await seedDemoStaff(db, staffSecret);
  const [existing] = await db.select({ value: count() }).from(users);
  if ((existing?.value ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedReferenceContent(tx);
    // The club's registry through the club data import's rules, by the club's member ids.
    await loadClubRows(
      tx,
      'members',
      DEMO_MEMBER_RECORDS.map((record) => ({
        member_id: record.vidaMemberId,
        first_name: record.firstName,
        last_name: record.lastName,
        email: record.email,
        resort_name: record.resortName,
        affiliation: record.affiliation,
      })),
    );
    const now = new Date();
    const created = await tx
      .insert(users)
      .values(
        DEMO_MEMBERS.map((m) =>
          memberUser(
            {
              email: m.email,
              passwordHash,
              firstName: m.firstName,
              lastName: m.lastName,
              languageId: m.languageId,
              vidaMemberId: m.vidaMemberId,
              addressLine2: null,
              ...DEMO_PROFILE[m.key],
            },
            now,
          ),
        ),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = (email: string) => {
      const row = created.find((c) => c.email === email);
      if (!row) throw new Error(`demo member ${email} was not created`);
      return row.id;
    };
    const ids = {
      john: idOf('john@example.com'),
      ana: idOf('ana@example.com'),
      maria: idOf('maria@example.com'),
    };
    await seedMemberData(tx, ids);
    await seedDesk(tx, ids);
    await seedInbox(
      tx,
      {
        john: idOf('john@example.com'),
        ana: idOf('ana@example.com'),
        maria: idOf('maria@example.com'),
      },
      now,
    );
    // The sandbox provider's records of the payments just seeded (a demo refund finds its charge).
    await seedSandboxHistory(tx);
  });
  // The planner's statistics of the tables just filled: PostgreSQL's autovacuum analyzes a table
  // only once 50 of its rows have changed, so the demo's small tables were planned blind (the
  // profile's statement scanned every order once per open item: docs/performance.md "Session 24").
  await db.execute(sql`analyze`);
  return true;
}

import type { Database } from '../client.ts';
import { memberRecords, users } from '../schema/access.ts';

type UserInsert = typeof users.$inferInsert;
type MemberRecordInsert = typeof memberRecords.$inferInsert;

/**
 * The one way to make members, for the demo seed, `seed:large` and the tests: each builder gives
 * a complete row with sensible defaults, and the caller states only what matters to it.
 */

/** A member who can sign in: e-mail verified, member id confirmed, terms accepted. */
export function memberUser(
  values: Pick<UserInsert, 'email' | 'passwordHash' | 'vidaMemberId'> & Partial<UserInsert>,
  now = new Date(),
): UserInsert {
  return {
    firstName: 'Test',
    lastName: 'Rivera',
    languageId: 'en',
    emailVerifiedAt: now,
    memberConfirmedAt: now,
    termsAcceptedAt: now,
    ...values,
  };
}

/** The club's record of a membership (the external registry stand-in). */
export function memberRecord(
  values: Pick<MemberRecordInsert, 'vidaMemberId'> & Partial<MemberRecordInsert>,
): MemberRecordInsert {
  return { firstName: 'Test', lastName: 'Rivera', affiliation: 'Vidanta', ...values };
}

/** Inserts the club's records of memberships (no accounts); returns the rows. */
export async function insertMemberRecords(
  db: Database,
  values: Parameters<typeof memberRecord>[0][],
): Promise<(typeof memberRecords.$inferSelect)[]> {
  return db.insert(memberRecords).values(values.map(memberRecord)).returning();
}

/** Inserts the club's record (if new) and the member's account; returns the account row. */
export async function insertMember(
  db: Database,
  values: Parameters<typeof memberUser>[0],
): Promise<typeof users.$inferSelect> {
  const user = memberUser(values);
  if (user.vidaMemberId != null) {
    await db
      .insert(memberRecords)
      .values(
        memberRecord({
          vidaMemberId: user.vidaMemberId,
          firstName: user.firstName,
          lastName: user.lastName,
        }),
      )
      .onConflictDoNothing();
  }
  const [created] = await db.insert(users).values(user).returning();
  if (!created) throw new Error('member not created');
  return created;
}

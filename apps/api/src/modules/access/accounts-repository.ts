import {
  and,
  desc,
  eq,
  gt,
  isNotNull,
  isNull,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgSelectBase, PgSelectWithout, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  memberClaims,
  memberRecords,
  passwordResets,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema/access.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  // The same expression as the unique index users_email_key, so the index serves the lookup.
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findMemberRecord(db: Database, vidaMemberId: number) {
  const [record] = await db
    .select()
    .from(memberRecords)
    .where(eq(memberRecords.vidaMemberId, vidaMemberId))
    .limit(1);
  return record;
}

export type MemberRecordRow = typeof memberRecords.$inferSelect;

/** The account this club member id is linked to now, other than `exceptUserId`. */
export async function findMemberIdHolder(db: Database, vidaMemberId: number, exceptUserId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.vidaMemberId, vidaMemberId),
        isNotNull(users.memberConfirmedAt),
        ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return row;
}

/** The newest unused, unexpired claim code of this account for this membership. */
export async function findLiveMemberClaim(db: Database, userId: number, vidaMemberId: number) {
  const [row] = await db
    .select()
    .from(memberClaims)
    .where(
      and(
        eq(memberClaims.userId, userId),
        eq(memberClaims.vidaMemberId, vidaMemberId),
        isNull(memberClaims.usedAt),
        gt(memberClaims.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(memberClaims.id))
    .limit(1);
  return row;
}

export async function countFailedMemberClaim(db: Database, id: number) {
  await db
    .update(memberClaims)
    .set({ attempts: sql`${memberClaims.attempts} + 1` })
    .where(eq(memberClaims.id, id));
}

export async function useMemberClaim(db: Database, id: number) {
  await db.update(memberClaims).set({ usedAt: new Date() }).where(eq(memberClaims.id, id));
}

export async function insertSession(
  db: Database,
  values: { userId: number; accessTokenHash: string; accessExpiresAt: Date; expiresAt: Date },
) {
  const [session] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return session;
}

/** Ends one session, or every session of a member (but the one named in `except`). */
export async function revokeSessions(
  db: Database,
  where: { sessionId: string } | { userId: number; except?: string },
  reason: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        'sessionId' in where ? eq(sessions.id, where.sessionId) : eq(sessions.userId, where.userId),
        'except' in where && where.except ? ne(sessions.id, where.except) : undefined,
        isNull(sessions.revokedAt),
      ),
    );
}

/** Marks a refresh token used; returns false if it was already used (a replay). */
export async function claimRefreshToken(db: Database, id: number): Promise<boolean> {
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return claimed.length === 1;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      sessionId: sessions.id,
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      disabledAt: users.disabledAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findPasswordReset(db: Database, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Counts a wrong code atomically, so parallel guesses cannot exceed the limit. */
export async function countFailedResetAttempt(db: Database, id: number): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, id))
    .returning({ attempts: passwordResets.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Is this the session's newest refresh token (the one a rotation just issued)? */
export async function isLatestRefreshToken(db: Database, sessionId: string, tokenHash: string) {
  const [row] = await db
    .select({ tokenHash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, sessionId))
    .orderBy(desc(refreshTokens.id))
    .limit(1);
  return row?.tokenHash === tokenHash;
}

export async function findSessionAccess(db: Database, sessionId: string) {
  const [row] = await db
    .select({ accessExpiresAt: sessions.accessExpiresAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/** One live reset token per account: every other unused one is retired. */
export async function retireOtherPasswordResets(db: Database, userId: number, keepId: number) {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.userId, userId),
        ne(passwordResets.id, keepId),
        isNull(passwordResets.usedAt),
      ),
    );
}

/**
 * The live session of an active member for an access token's hash: not revoked, not expired,
 * the user not disabled, e-mail verified and member id confirmed (SECURITY.md "Members only").
 * A query using it joins `sessions` to `users`: a member read checks the session in its own
 * first statement with it (issue 23, `selectOfLiveSession`) instead of a lookup of its own.
 */
export function liveMemberSession(
  accessTokenHash: string | Placeholder,
  now: Date | Placeholder,
): SQL {
  return and(
    eq(sessions.accessTokenHash, accessTokenHash),
    isNull(sessions.revokedAt),
    gt(sessions.accessExpiresAt, now),
    isNull(users.disabledAt),
    isNotNull(users.emailVerifiedAt),
    isNotNull(users.memberConfirmedAt),
  ) as SQL;
}

/** `sessions` inner-joined to `users`: neither side is ever null. */
type LiveSessionTables = { sessions: 'not-null'; users: 'not-null' };

/** What `selectOfLiveSession` gives: the select of `TSelection`, its condition and limit set. */
type LiveSessionSelect<TSelection extends SelectedFields> = PgSelectWithout<
  PgSelectBase<'sessions', TSelection, 'partial', LiveSessionTables>,
  false,
  'where' | 'limit'
>;

/**
 * A member read that checks the session in its own statement (issue 23): `fields` of the live
 * session of the token bound as `accessTokenHash`, with `now` (`sessionParams`), joined to its
 * member (`users`). At most one row; none when the token names no live session. The caller
 * adds its own joins and prepares it, so the read stays one prepared statement.
 */
export function selectOfLiveSession<TSelection extends SelectedFields>(
  db: Database,
  fields: TSelection,
): LiveSessionSelect<TSelection> {
  // Drizzle's builder types stay unresolved for a generic selection (`TSelection extends
  // undefined ? …` at every step), so the query is built for any selection and handed back as
  // the caller's: the same object, typed as `db.select(fields)` with these joins would be.
  const selection: SelectedFields = fields;
  return db
    .select(selection)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveMemberSession(sql.placeholder('accessTokenHash'), sql.placeholder('now')))
    .limit(1) as LiveSessionSelect<TSelection>;
}

/** The values a `selectOfLiveSession` statement binds. */
export const sessionParams = (accessTokenHash: string) => ({ accessTokenHash, now: new Date() });

const memberByAccessToken = preparedPerDatabase((db) =>
  selectOfLiveSession(db, { sessionId: sessions.id, userId: sessions.userId }).prepare(
    'member_by_access_token',
  ),
);

export async function findMemberByAccessToken(db: Database, accessTokenHash: string) {
  const [row] = await memberByAccessToken(db).execute(sessionParams(accessTokenHash));
  return row;
}

export async function insertRefreshToken(db: Database, sessionId: string, tokenHash: string) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

export async function setSessionAccessToken(
  db: Database,
  sessionId: string,
  accessTokenHash: string,
  accessExpiresAt: Date,
) {
  await db
    .update(sessions)
    .set({ accessTokenHash, accessExpiresAt })
    .where(eq(sessions.id, sessionId));
}

/** Two registrations racing for one e-mail: the unique index decides; the loser gets nothing. */
export async function insertUserUnlessEmailTaken(
  db: Database,
  values: typeof users.$inferInsert,
): Promise<UserRow | undefined> {
  const [created] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return created;
}

export async function markEmailVerified(db: Database, userId: number) {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setPassword(
  db: Database,
  userId: number,
  passwordHash: string,
  emailVerifiedAt: Date,
) {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function confirmMembership(db: Database, userId: number, vidaMemberId: number) {
  await db
    .update(users)
    .set({ vidaMemberId, memberConfirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function unconfirmMembership(db: Database, userId: number) {
  await db
    .update(users)
    .set({ memberConfirmedAt: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertMemberClaim(db: Database, values: typeof memberClaims.$inferInsert) {
  await db.insert(memberClaims).values(values);
}

export async function insertPasswordReset(
  db: Database,
  values: typeof passwordResets.$inferInsert,
) {
  const [reset] = await db
    .insert(passwordResets)
    .values(values)
    .returning({ id: passwordResets.id });
  return reset;
}

/** Marks a reset token used; false when another request used it first. */
export async function usePasswordReset(db: Database, id: number): Promise<boolean> {
  const used = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return used.length > 0;
}

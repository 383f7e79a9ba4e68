import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@mp/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, bigRef as ref, ts } from './columns.ts';

/**
 * The club's team (STAFF.md): not members, a table of their own. The password is set through a
 * one-time link (staff_setup_links); the second factor is never optional, so an account without
 * `totpEnrolledAt` enrols at its first sign-in.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    /** Always stored lower-cased. */
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).notNull(),
    name: varchar('name', { length: NAME_MAX_LENGTH }).notNull(),
    /** agent | supervisor | admin (contract staff/permissions.ts) */
    role: varchar('role', { length: 16 }).notNull(),
    languageId: varchar('language_id', { length: 2 }).notNull().default('en'),
    /** Null until the one-time link is used. */
    passwordHash: text('password_hash'),
    /** The TOTP secret, encrypted with a key derived from APP_SECRET; null before enrolment. */
    totpSecret: text('totp_secret'),
    totpEnrolledAt: ts('totp_enrolled_at'),
    /** The last accepted TOTP time step: a code of that step or an older one is refused (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: ts('disabled_at'),
    createdByStaffId: ref('created_by_staff_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_accounts_email_key').on(sql`lower(${t.email})`)],
);

/** Ten single-use recovery codes per enrolment, stored hashed. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    staffId: ref('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * A single-use, expiring link to set a password: the first admin's (npm run staff:create) and
 * each invitation's. Only the token's hash is kept.
 */
export const staffSetupLinks = pgTable(
  'staff_setup_links',
  {
    id: id(),
    staffId: ref('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_setup_links_token_key').on(t.tokenHash),
    index('staff_setup_links_staff_idx').on(t.staffId),
  ],
);

/**
 * A staff session, carried by an HttpOnly cookie holding a random token (only its hash here).
 * `stage` is `password` after the password and `full` after the second factor; idle and
 * absolute limits are checked on every lookup (contract staff/constants.ts).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: ref('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    stage: varchar('stage', { length: 16 }).notNull().default('password'),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: varchar('revoked_reason', { length: 32 }),
    /**
     * The passkey ceremony under way in this session (WebAuthn challenge, base64url): `kind` is
     * `registration` or `authentication`; used once (cleared when a response is checked) and only
     * until `passkeyChallengeExpiresAt` (5 minutes).
     */
    passkeyChallenge: varchar('passkey_challenge', { length: 128 }),
    passkeyChallengeKind: varchar('passkey_challenge_kind', { length: 16 }),
    passkeyChallengeExpiresAt: ts('passkey_challenge_expires_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * A staff member's passkeys (WebAuthn credentials): the stronger second factor, added once the
 * authenticator app is enrolled. The credential id is unique across accounts (one authenticator
 * key belongs to one account); `counter` is the authenticator's signature counter, which must
 * rise on each use when it is not zero (a cloned authenticator is refused).
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: id(),
    staffId: ref('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** base64url, as WebAuthn's JSON carries it. */
    credentialId: varchar('credential_id', { length: 1024 }).notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: varchar('name', { length: 64 }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('staff_passkeys_credential_key').on(t.credentialId),
    index('staff_passkeys_staff_idx').on(t.staffId),
  ],
);

/** Canned responses of the desk, in both languages; supervisors edit them. */
export const cannedResponses = pgTable('canned_responses', {
  id: id(),
  titleEn: varchar('title_en', { length: 128 }).notNull(),
  titleEs: varchar('title_es', { length: 128 }).notNull(),
  bodyEn: text('body_en').notNull(),
  bodyEs: text('body_es').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedByStaffId: ref('updated_by_staff_id').references(() => staffAccounts.id, {
    onDelete: 'set null',
  }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

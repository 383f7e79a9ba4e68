import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '@mp/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { staffAccounts } from './staff.ts';

/**
 * The club's member records: the "external system" that knows each vida_member_id. Registering
 * with a known id (and the same last name) links the account; a login can confirm it later.
 */
export const memberRecords = pgTable('member_records', {
  vidaMemberId: bigint('vida_member_id', { mode: 'number' }).primaryKey(),
  firstName: varchar('first_name', { length: NAME_MAX_LENGTH }).notNull(),
  lastName: varchar('last_name', { length: NAME_MAX_LENGTH }).notNull(),
  email: varchar('email', { length: EMAIL_MAX_LENGTH }),
  resortName: varchar('resort_name', { length: 128 }),
  affiliation: varchar('affiliation', { length: 64 }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Accented letters and their plain forms, for the folded name columns (same length, in order). */
const FOLD_FROM = sql.raw(`'áàâäãåéèêëíìîïóòôöõúùûüñçý'`);
const FOLD_TO = sql.raw(`'aaaaaaeeeeiiiiooooouuuuncy'`);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased (the contract's email field lower-cases it). */
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: NAME_MAX_LENGTH }).notNull(),
    lastName: varchar('last_name', { length: NAME_MAX_LENGTH }).notNull(),
    homePhone: varchar('home_phone', { length: PHONE_MAX_LENGTH }),
    mobilePhone: varchar('mobile_phone', { length: PHONE_MAX_LENGTH }),
    addressLine1: varchar('address_line_1', { length: TEXT_MAX_LENGTH }),
    addressLine2: varchar('address_line_2', { length: TEXT_MAX_LENGTH }),
    country: varchar('country', { length: 2 }),
    state: varchar('state', { length: TEXT_MAX_LENGTH }),
    city: varchar('city', { length: TEXT_MAX_LENGTH }),
    postalCode: varchar('postal_code', { length: 16 }),
    languageId: varchar('language_id', { length: 2 }).notNull().default('en'),
    allCommunications: boolean('all_communications').notNull().default(true),
    monthlyCommunications: boolean('monthly_communications').notNull().default(true),
    /** The member id the person typed; it counts only once memberConfirmedAt is set. */
    vidaMemberId: bigint('vida_member_id', { mode: 'number' }),
    memberConfirmedAt: ts('member_confirmed_at'),
    emailVerifiedAt: ts('email_verified_at'),
    disabledAt: ts('disabled_at'),
    termsAcceptedAt: ts('terms_accepted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * The names lower-cased without accents, for the desk's member lookup ("garcia" finds
     * "García"): computed by the database, so no writer can forget them.
     */
    firstNameFolded: varchar('first_name_folded', { length: NAME_MAX_LENGTH }).generatedAlwaysAs(
      sql`translate(lower(first_name), ${FOLD_FROM}, ${FOLD_TO})`,
    ),
    lastNameFolded: varchar('last_name_folded', { length: NAME_MAX_LENGTH }).generatedAlwaysAs(
      sql`translate(lower(last_name), ${FOLD_FROM}, ${FOLD_TO})`,
    ),
  },
  (t) => [
    // Prefix search on either name (like 'garc%'), indexed.
    index('users_first_name_folded_idx').on(sql`${t.firstNameFolded} text_pattern_ops`),
    index('users_last_name_folded_idx').on(sql`${t.lastNameFolded} text_pattern_ops`),
    // The lookup's order, byte for byte: a folded-name prefix as a range, its matches in order
    // (the lookup stops after a page however many share the name; issue 23).
    index('users_name_order_idx').on(
      sql`${t.lastNameFolded} collate "C"`,
      sql`${t.firstNameFolded} collate "C"`,
      t.id,
    ),
    index('users_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_vida_member_idx').on(t.vidaMemberId),
    // Case-insensitive, whatever a future writer forgets to lower-case.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // A club member id links to one account at most, once confirmed.
    uniqueIndex('users_confirmed_member_key')
      .on(t.vidaMemberId)
      .where(sql`${t.memberConfirmedAt} is not null`),
  ],
);

/** A signed-in session; the access token is stored only as a SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenHash: varchar('access_token_hash', { length: 64 }).notNull(),
    accessExpiresAt: ts('access_expires_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: varchar('revoked_reason', { length: 32 }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_access_token_hash_key').on(t.accessTokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/** Every refresh token a session was ever given: a second use of a used one revokes the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_id_idx').on(t.sessionId),
  ],
);

/**
 * A password-reset request. Rows exist for unknown e-mails too (userId null) so that a reset
 * attempt answers the same way whether or not the account exists.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_key').on(t.tokenHash),
    index('password_resets_user_id_idx').on(t.userId),
  ],
);

/**
 * A claim of a club membership by an account whose e-mail is not the one the club has on file:
 * a one-time code goes to the e-mail on file, and entering it links the membership
 * (docs/decisions.md, "Membership claim").
 */
export const memberClaims = pgTable(
  'member_claims',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vidaMemberId: bigint('vida_member_id', { mode: 'number' }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('member_claims_user_member_idx').on(t.userId, t.vidaMemberId)],
);

/**
 * A change of e-mail address waiting for the new address to confirm it through a signed link.
 * Only the newest request of a member counts: a new one supersedes the older.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: EMAIL_MAX_LENGTH }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    confirmedAt: ts('confirmed_at'),
    supersededAt: ts('superseded_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Spec §4: profile edits are verified by an agent within 1-3 days. One row per saved edit of
 * contact details, naming the fields, with their values before and after the edit (issue 21: a
 * rejection puts the values before back).
 */
export const profileReviews = pgTable(
  'profile_reviews',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<string[]>().notNull(),
    /** The edited fields' values before and after, by the profile payload's field names. */
    previousValues: jsonb('previous_values')
      .$type<Record<string, string | null>>()
      .notNull()
      .default({}),
    newValues: jsonb('new_values').$type<Record<string, string | null>>().notNull().default({}),
    /** pending | verified | rejected | superseded (a newer edit of the same member took over) */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    verifiedAt: ts('verified_at'),
    reviewedByStaffId: bigint('reviewed_by_staff_id', { mode: 'number' }).references(
      () => staffAccounts.id,
      { onDelete: 'set null' },
    ),
    reviewedAt: ts('reviewed_at'),
    rejectReason: text('reject_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('profile_reviews_user_idx').on(t.userId, t.createdAt),
    index('profile_reviews_status_idx').on(t.status, t.createdAt),
  ],
);

/** Durable outbox: every e-mail is written here in the same transaction as its cause. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** [{ filename, contentType, contentBase64 }] */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
      .notNull()
      .default([]),
    template: varchar('template', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddress, t.createdAt)],
);

/**
 * Security events and every staff action (SECURITY.md "Operations", STAFF.md): who did it
 * (`actor`: member, staff, system or anonymous, and the staff account), which member it concerns
 * (`userId`), the request and, for a staff view of a member's record, the reason given. Append
 * only: the application has no update or delete path. No secrets or card data in `detail`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    event: varchar('event', { length: 48 }).notNull(),
    actor: varchar('actor', { length: 16 }).notNull().default('member'),
    staffId: ref('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    requestId: varchar('request_id', { length: 64 }),
    reason: text('reason'),
    ip: varchar('ip', { length: 64 }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_user_idx').on(t.userId, t.createdAt),
    index('audit_log_staff_idx').on(t.staffId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

/** Solved captcha challenges, kept until they expire so a solution cannot be replayed. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: varchar('signature', { length: 128 }).primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('used_captchas_expires_idx').on(t.expiresAt)],
);

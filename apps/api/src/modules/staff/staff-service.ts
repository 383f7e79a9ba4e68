import type { Language } from '@mp/contract/constants';
import {
  AUDIT_PAGE_SIZE,
  STAFF_PENDING_SESSION_MINUTES,
  STAFF_SESSION_IDLE_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  STAFF_SETUP_LINK_HOURS,
} from '@mp/contract/staff/constants';
import { isStaffRole, permissionsOf, type StaffRole } from '@mp/contract/staff/permissions';
import type {
  AuditEntry,
  AuditLogPage,
  InviteStaffBody,
  StaffAccount,
  StaffEnrolment,
  StaffEnrolmentResult,
  StaffSession,
  StaffSetupLink,
  StaffSignInResult,
} from '@mp/contract/staff/schemas';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { type Caller, type StaffCaller, staffCsrfToken } from '../../platform/http/caller.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import { countPasskeys } from './passkeys-repository.ts';
import {
  decryptTotpSecret,
  encryptTotpSecret,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrSvg,
  totpStep,
} from './second-factor.ts';
import { staffEmails } from './staff-emails.ts';
import {
  acceptTotpStep,
  countUnusedRecoveryCodes,
  createSession,
  findLiveSetupLink,
  findSession,
  findSessionByTokenHash,
  findStaffByEmail,
  findStaffById,
  insertSetupLink,
  insertStaffAccount,
  listStaff,
  readAuditLog,
  replaceRecoveryCodes,
  revokeAllSessions,
  revokeSession,
  type StaffAccountRow,
  updateStaff,
  useRecoveryCode,
  useSetupLink,
} from './staff-repository.ts';

/** Where a request came from, for the audit rows of calls made before a session exists. */
export interface RequestInfo {
  ip: string;
  requestId: string;
}

/** A new cookie token: what the route puts in the cookie, and the session it opens. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

function roleOf(account: StaffAccountRow): StaffRole {
  // The column is checked on write; an unknown value is the least-privileged role.
  return isStaffRole(account.role) ? account.role : 'agent';
}

function languageOf(account: StaffAccountRow): Language {
  return account.languageId === 'es' ? 'es' : 'en';
}

/** A route's staff caller as the audit log takes it. */
function asCaller(staff: StaffCaller): Caller {
  return { kind: 'staff', ...staff };
}

export function toStaffAccount(account: StaffAccountRow): StaffAccount {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: roleOf(account),
    language: languageOf(account),
    status: account.disabledAt ? 'disabled' : account.passwordHash ? 'active' : 'invited',
    enrolled: account.totpEnrolledAt !== null,
    created_at: account.createdAt.toISOString(),
  };
}

/** The first day after `day` (YYYY-MM-DD) at 00:00 UTC: the exclusive end of a `to` filter. */
function dayStart(day: string, plusDays = 0): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
}

const AUDIT_ACTORS = new Set(['member', 'staff', 'anonymous', 'system']);

export function createStaffService(ctx: Pick<AppContext, 'db' | 'config' | 'limits' | 'kickMail'>) {
  const { db, config, limits } = ctx;

  function sessionPayload(
    account: StaffAccountRow,
    session: { id: string; stage: string; expiresAt: Date },
  ): StaffSession {
    const role = roleOf(account);
    return {
      staff: {
        id: account.id,
        email: account.email,
        name: account.name,
        role,
        language: languageOf(account),
      },
      permissions: [...permissionsOf(role)],
      csrf_token: staffCsrfToken(config.secret, session.id),
      stage: session.stage === 'full' ? 'full' : 'password',
      expires_at: session.expiresAt.toISOString(),
      idle_minutes: STAFF_SESSION_IDLE_MINUTES,
    };
  }

  async function accountOf(staff: StaffCaller): Promise<StaffAccountRow> {
    const account = await findStaffById(db, staff.staffId);
    // The hook found the session a moment ago; gone now means it ended in between.
    if (!account || account.disabledAt) throw new AppError(401, 'unauthenticated');
    return account;
  }

  /** Opens a signed-in session in place of the pending one (a new token: rotation). */
  async function signInFully(
    tx: Database,
    account: StaffAccountRow,
    pendingSessionId: string,
    now: Date,
  ): Promise<{ issued: IssuedSession; session: StaffSession }> {
    await revokeSession(tx, pendingSessionId, 'second_factor', now);
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * HOUR);
    const session = await createSession(tx, {
      staffId: account.id,
      tokenHash: sha256(token),
      stage: 'full',
      expiresAt,
      now,
    });
    return { issued: { token, expiresAt }, session: sessionPayload(account, session) };
  }

  /** Counts one wrong second factor against the account and the address (429 once full). */
  async function countWrongCode(staffId: number, ip: string): Promise<void> {
    await limits.hit('staffCodeFailuresAccount', String(staffId));
    await limits.hit('staffCodeFailuresIp', ip);
  }

  async function checkCodeLimits(staffId: number, ip: string): Promise<void> {
    await limits.check('staffCodeFailuresAccount', String(staffId));
    await limits.check('staffCodeFailuresIp', ip);
  }

  async function newSetupLink(tx: Database, staffId: number, now: Date): Promise<string> {
    const token = randomToken();
    await insertSetupLink(tx, {
      staffId,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + STAFF_SETUP_LINK_HOURS * HOUR),
    });
    return `${config.publicUrl}/staff/setup/${token}`;
  }

  return {
    sessionPayload,
    // The second factor's shared steps, for the passkey step (passkeys-service.ts): the same
    // account check, limits, and rotation into a signed-in session as after a code.
    accountOf,
    signInFully,
    checkCodeLimits,
    countWrongCode,

    /**
     * The password step. Unknown e-mail and wrong password answer alike (and take about as long);
     * only after the right password may the answer say "disabled".
     */
    async signIn(
      input: { email: string; password: string },
      request: RequestInfo,
      previousTokenHash: string | undefined,
    ): Promise<{ result: StaffSignInResult; issued: IssuedSession }> {
      const failureKey = `${input.email}|${request.ip}`;
      // Counted before the password is checked, atomically; a right password gives it back.
      await limits.hit('staffSignInFailures', failureKey);
      const account = await findStaffByEmail(db, input.email);
      const isPasswordRight = account?.passwordHash
        ? await verifyPassword(account.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      if (!account || !isPasswordRight) {
        await audit(db, 'staff_sign_in_failed', {
          staffId: account?.id,
          ip: request.ip,
          requestId: request.requestId,
          detail: { reason: 'credentials' },
        });
        // An account without a password yet cannot have the right one: the same 400.
        throw new AppError(400, 'staff_credentials_invalid');
      }
      await limits.reset('staffSignInFailures', failureKey);
      if (account.disabledAt) {
        await audit(db, 'staff_sign_in_failed', {
          staffId: account.id,
          ip: request.ip,
          requestId: request.requestId,
          detail: { reason: 'disabled' },
        });
        throw new AppError(403, 'staff_account_disabled');
      }
      const now = new Date();
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + STAFF_PENDING_SESSION_MINUTES * MINUTE);
      const session = await db.transaction(async (tx) => {
        // A sign-in from a browser that already holds a session replaces it.
        if (previousTokenHash) {
          const previous = await findSessionByTokenHash(tx, previousTokenHash);
          if (previous) await revokeSession(tx, previous.id, 'replaced', now);
        }
        const created = await createSession(tx, {
          staffId: account.id,
          tokenHash: sha256(token),
          stage: 'password',
          expiresAt,
          now,
        });
        await audit(tx, 'staff_password_accepted', {
          staffId: account.id,
          ip: request.ip,
          requestId: request.requestId,
        });
        return created;
      });
      // A passkey is offered only beside an enrolled authenticator app (it is added after).
      const hasPasskey = account.totpEnrolledAt ? (await countPasskeys(db, account.id)) > 0 : false;
      return {
        result: {
          next: account.totpEnrolledAt ? 'verify' : 'enrol',
          passkey: hasPasskey,
          csrf_token: staffCsrfToken(config.secret, session.id),
        },
        issued: { token, expiresAt },
      };
    },

    /** The secret to enrol: made at the first call and kept (encrypted) until enrolment. */
    async enrolment(staff: StaffCaller): Promise<StaffEnrolment> {
      const account = await accountOf(staff);
      if (account.totpEnrolledAt) throw new AppError(409, 'staff_already_enrolled');
      let secret: string;
      if (account.totpSecret) {
        secret = decryptTotpSecret(config.secret, account.totpSecret);
      } else {
        secret = newTotpSecret();
        await updateStaff(db, account.id, {
          totpSecret: encryptTotpSecret(config.secret, secret),
        });
      }
      const uri = otpauthUri(secret, account.email);
      return { secret, otpauth_uri: uri, qr_svg: await qrSvg(uri) };
    },

    async completeEnrolment(
      staff: StaffCaller,
      code: string,
      request: RequestInfo,
    ): Promise<{ result: StaffEnrolmentResult; issued: IssuedSession }> {
      const account = await accountOf(staff);
      if (account.totpEnrolledAt) throw new AppError(409, 'staff_already_enrolled');
      if (!account.totpSecret) throw new AppError(409, 'staff_not_enrolled');
      await checkCodeLimits(account.id, request.ip);
      const now = new Date();
      const step = totpStep(decryptTotpSecret(config.secret, account.totpSecret), code, now);
      const auditEntry = { caller: asCaller(staff), ip: request.ip, requestId: request.requestId };
      if (step === null) {
        await audit(db, 'staff_second_factor_failed', {
          ...auditEntry,
          detail: { method: 'totp', step: 'enrolment' },
        });
        await countWrongCode(account.id, request.ip);
        throw new AppError(400, 'staff_code_invalid');
      }
      const codes = newRecoveryCodes();
      const outcome = await db.transaction(async (tx) => {
        if (!(await acceptTotpStep(tx, account.id, step, now))) return null;
        await replaceRecoveryCodes(tx, account.id, codes.map(sha256));
        const signedIn = await signInFully(tx, account, staff.sessionId, now);
        await audit(tx, 'staff_totp_enrolled', auditEntry);
        await audit(tx, 'staff_signed_in', { ...auditEntry, detail: { method: 'totp' } });
        return signedIn;
      });
      if (!outcome) {
        await countWrongCode(account.id, request.ip);
        throw new AppError(400, 'staff_code_used');
      }
      return {
        result: { recovery_codes: codes, session: outcome.session },
        issued: outcome.issued,
      };
    },

    /** The second factor of an enrolled account: a code of a newer time step, or a recovery code. */
    async verify(
      staff: StaffCaller,
      input: { code?: string; recovery_code?: string },
      request: RequestInfo,
    ): Promise<{ session: StaffSession; issued: IssuedSession }> {
      const account = await accountOf(staff);
      if (!account.totpEnrolledAt || !account.totpSecret) {
        throw new AppError(409, 'staff_not_enrolled');
      }
      await checkCodeLimits(account.id, request.ip);
      const now = new Date();
      const auditEntry = { caller: asCaller(staff), ip: request.ip, requestId: request.requestId };
      const fail = async (
        key: 'staff_code_invalid' | 'staff_code_used' | 'staff_recovery_code_invalid',
        method: string,
      ) => {
        await audit(db, 'staff_second_factor_failed', {
          ...auditEntry,
          detail: { method, why: key === 'staff_code_used' ? 'replayed' : 'wrong' },
        });
        await countWrongCode(account.id, request.ip);
        return new AppError(400, key);
      };

      if (input.code !== undefined) {
        const step = totpStep(
          decryptTotpSecret(config.secret, account.totpSecret),
          input.code,
          now,
        );
        if (step === null) throw await fail('staff_code_invalid', 'totp');
        const outcome = await db.transaction(async (tx) => {
          if (!(await acceptTotpStep(tx, account.id, step))) return null;
          const signedIn = await signInFully(tx, account, staff.sessionId, now);
          await audit(tx, 'staff_signed_in', { ...auditEntry, detail: { method: 'totp' } });
          return signedIn;
        });
        if (!outcome) throw await fail('staff_code_used', 'totp');
        await limits.reset('staffCodeFailuresAccount', String(account.id));
        return outcome;
      }

      const recoveryCode = input.recovery_code ?? '';
      const outcome = await db.transaction(async (tx) => {
        if (!(await useRecoveryCode(tx, account.id, sha256(recoveryCode), now))) return null;
        const remaining = await countUnusedRecoveryCodes(tx, account.id);
        const signedIn = await signInFully(tx, account, staff.sessionId, now);
        await audit(tx, 'staff_recovery_code_used', { ...auditEntry, detail: { remaining } });
        await audit(tx, 'staff_signed_in', { ...auditEntry, detail: { method: 'recovery_code' } });
        return signedIn;
      });
      if (!outcome) throw await fail('staff_recovery_code_invalid', 'recovery_code');
      await limits.reset('staffCodeFailuresAccount', String(account.id));
      return outcome;
    },

    async session(staff: StaffCaller): Promise<StaffSession> {
      const account = await accountOf(staff);
      const session = await findSession(db, staff.sessionId);
      if (!session) throw new AppError(401, 'unauthenticated');
      return sessionPayload(account, session);
    },

    async signOut(staff: StaffCaller, request: RequestInfo): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        await revokeSession(tx, staff.sessionId, 'signed_out', now);
        await audit(tx, 'staff_signed_out', {
          caller: asCaller(staff),
          ip: request.ip,
          requestId: request.requestId,
        });
      });
    },

    async signOutEverywhere(staff: StaffCaller, request: RequestInfo): Promise<void> {
      const now = new Date();
      await db.transaction(async (tx) => {
        const ended = await revokeAllSessions(tx, staff.staffId, 'signed_out_everywhere', now);
        await audit(tx, 'staff_signed_out_everywhere', {
          caller: asCaller(staff),
          ip: request.ip,
          requestId: request.requestId,
          detail: { sessions: ended },
        });
      });
    },

    async setupLink(token: string): Promise<StaffSetupLink> {
      const link = await findLiveSetupLink(db, sha256(token), new Date());
      if (!link) throw new AppError(404, 'staff_setup_link_invalid');
      return { email: link.account.email, name: link.account.name };
    },

    /** Sets the password through a setup link; the link dies with it, and so do old sessions. */
    async setPassword(token: string, password: string, request: RequestInfo): Promise<void> {
      const tokenHash = sha256(token);
      if (!(await findLiveSetupLink(db, tokenHash, new Date()))) {
        throw new AppError(404, 'staff_setup_link_invalid');
      }
      const passwordHash = await hashPassword(password);
      const now = new Date();
      const isSet = await db.transaction(async (tx) => {
        const link = await findLiveSetupLink(tx, tokenHash, now);
        if (!link || !(await useSetupLink(tx, link.linkId, now))) return false;
        await updateStaff(tx, link.account.id, { passwordHash });
        await revokeAllSessions(tx, link.account.id, 'password_set', now);
        await audit(tx, 'staff_password_set', {
          staffId: link.account.id,
          ip: request.ip,
          requestId: request.requestId,
        });
        return true;
      });
      if (!isSet) throw new AppError(404, 'staff_setup_link_invalid');
    },

    async accounts(): Promise<StaffAccount[]> {
      return (await listStaff(db)).map(toStaffAccount);
    },

    async invite(
      staff: StaffCaller,
      body: InviteStaffBody & { language: Language; role: StaffRole },
      request: RequestInfo,
    ): Promise<StaffAccount> {
      if (await findStaffByEmail(db, body.email)) throw new AppError(409, 'staff_email_taken');
      const now = new Date();
      const account = await db.transaction(async (tx) => {
        const created = await insertStaffAccount(tx, {
          email: body.email.toLowerCase(),
          name: body.name,
          role: body.role,
          languageId: body.language,
          createdByStaffId: staff.staffId,
          createdAt: now,
          updatedAt: now,
        });
        // Two invitations of one address at once: the unique index decides.
        if (!created) return undefined;
        const url = await newSetupLink(tx, created.id, now);
        await enqueueEmail(tx, {
          to: created.email,
          template: 'staff_invitation',
          ...staffEmails.invitation(body.language, {
            name: created.name,
            email: created.email,
            role: body.role,
            inviter: staff.name,
            url,
            hours: STAFF_SETUP_LINK_HOURS,
          }),
        });
        await audit(tx, 'staff_invited', {
          caller: asCaller(staff),
          ip: request.ip,
          requestId: request.requestId,
          detail: { invited_staff_id: created.id, role: created.role },
        });
        return created;
      });
      if (!account) throw new AppError(409, 'staff_email_taken');
      ctx.kickMail();
      return toStaffAccount(account);
    },

    async disable(staff: StaffCaller, id: number, request: RequestInfo): Promise<StaffAccount> {
      const target = await findStaffById(db, id);
      if (!target) throw new AppError(404, 'not_found');
      if (target.id === staff.staffId) throw new AppError(409, 'staff_cannot_disable_self');
      if (target.disabledAt) return toStaffAccount(target);
      const now = new Date();
      const updated = await db.transaction(async (tx) => {
        const row = await updateStaff(tx, id, { disabledAt: now });
        // Its sessions end at once (the lookup refuses a disabled account's anyway).
        const ended = await revokeAllSessions(tx, id, 'disabled', now);
        await audit(tx, 'staff_disabled', {
          caller: asCaller(staff),
          ip: request.ip,
          requestId: request.requestId,
          detail: { target_staff_id: id, sessions: ended },
        });
        return row;
      });
      if (!updated) throw new AppError(404, 'not_found');
      return toStaffAccount(updated);
    },

    async enable(staff: StaffCaller, id: number, request: RequestInfo): Promise<StaffAccount> {
      const target = await findStaffById(db, id);
      if (!target) throw new AppError(404, 'not_found');
      if (!target.disabledAt) return toStaffAccount(target);
      const updated = await db.transaction(async (tx) => {
        const row = await updateStaff(tx, id, { disabledAt: null });
        await audit(tx, 'staff_enabled', {
          caller: asCaller(staff),
          ip: request.ip,
          requestId: request.requestId,
          detail: { target_staff_id: id },
        });
        return row;
      });
      if (!updated) throw new AppError(404, 'not_found');
      return toStaffAccount(updated);
    },

    async auditLog(query: {
      staff_id?: number;
      member_id?: number;
      from?: string;
      to?: string;
      before?: number;
    }): Promise<AuditLogPage> {
      const rows = await readAuditLog(db, {
        staffId: query.staff_id,
        memberId: query.member_id,
        from: query.from ? dayStart(query.from) : undefined,
        to: query.to ? dayStart(query.to, 1) : undefined,
        before: query.before,
        limit: AUDIT_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      const entries: AuditEntry[] = page.map((row) => ({
        id: row.id,
        event: row.event,
        actor: AUDIT_ACTORS.has(row.actor) ? (row.actor as AuditEntry['actor']) : 'system',
        staff: row.staffId !== null ? { id: row.staffId, name: row.staffName ?? '' } : null,
        member:
          row.memberId !== null
            ? {
                id: row.memberId,
                name: `${row.memberFirstName ?? ''} ${row.memberLastName ?? ''}`.trim(),
              }
            : null,
        reason: row.reason,
        detail: row.detail,
        created_at: row.createdAt.toISOString(),
      }));
      const last = page.at(-1);
      return { entries, next_before: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null };
    },

    /**
     * npm run staff:create: a new account, or a new setup link for an existing one (the old
     * links stop working). Returns the one-time link to print.
     */
    async createOrRelink(input: {
      email: string;
      role: StaffRole;
      name: string;
      language: Language;
    }): Promise<{ url: string; account: StaffAccount; isNew: boolean }> {
      const now = new Date();
      return db.transaction(async (tx) => {
        const existing = await findStaffByEmail(tx, input.email);
        const account =
          existing ??
          (await insertStaffAccount(tx, {
            email: input.email.toLowerCase(),
            name: input.name,
            role: input.role,
            languageId: input.language,
            createdAt: now,
            updatedAt: now,
          }));
        if (!account) throw new Error(`could not create the staff account ${input.email}`);
        const url = await newSetupLink(tx, account.id, now);
        await audit(tx, existing ? 'staff_setup_link_created' : 'staff_invited', {
          actor: 'system',
          detail: { target_staff_id: account.id, role: account.role, by: 'command' },
        });
        return { url, account: toStaffAccount(account), isNew: !existing };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;

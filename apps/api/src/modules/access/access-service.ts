import {
  ACCESS_TOKEN_TTL_MINUTES,
  MEMBER_CLAIM_CODE_MAX_ATTEMPTS,
  MEMBER_CLAIM_CODE_TTL_MINUTES,
  REFRESH_TOKEN_TTL_DAYS,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  VERIFY_LINK_TTL_MINUTES,
} from '@mp/contract/access/constants';
import type {
  loginBodySchema,
  registerBodySchema,
  resetBodySchema,
} from '@mp/contract/access/schemas';
import type { Token } from '@mp/contract/access/token';
import type { Language } from '@mp/contract/constants';
import { isSameName } from '@mp/contract/rules/name';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hmacSha256, numericCode, randomToken, safeEqual, sha256 } from '../../platform/tokens.ts';
import { accessEmails as emails } from './access-emails.ts';
import {
  claimRefreshToken,
  confirmMembership,
  countFailedMemberClaim,
  countFailedResetAttempt,
  findLiveMemberClaim,
  findMemberIdHolder,
  findMemberRecord,
  findPasswordReset,
  findRefreshToken,
  findSessionAccess,
  findUserByEmail,
  findUserById,
  insertMemberClaim,
  insertPasswordReset,
  insertRefreshToken,
  insertSession,
  insertUserUnlessEmailTaken,
  isLatestRefreshToken,
  type MemberRecordRow,
  markEmailVerified,
  retireOtherPasswordResets,
  revokeSessions,
  setPassword,
  setSessionAccessToken,
  type UserRow,
  unconfirmMembership,
  useMemberClaim,
  usePasswordReset,
} from './accounts-repository.ts';
import { checkVerificationLink, emailHash, verificationLink } from './verification-link.ts';

type LoginInput = z.output<typeof loginBodySchema>;
type RegisterInput = z.output<typeof registerBodySchema>;
type ResetInput = z.output<typeof resetBodySchema>;

const MINUTE = 60_000;

/** How long a just-rotated refresh token still answers with its successor (two tabs). */
const REFRESH_REUSE_GRACE_SECONDS = 10;

function isResetLive(
  reset: { usedAt: Date | null; expiresAt: Date; attempts: number } | undefined,
): boolean {
  return Boolean(
    reset &&
      !reset.usedAt &&
      reset.expiresAt > new Date() &&
      reset.attempts < RESET_CODE_MAX_ATTEMPTS,
  );
}

/** The token answer of login and refresh, from a pair and its access expiry: built in one place. */
function tokenOf(
  pair: { accessToken: string; refreshToken: string },
  accessExpiresAt: Date,
): Token {
  return {
    access_token: pair.accessToken,
    expires_at: accessExpiresAt.toISOString(),
    refresh_token: pair.refreshToken,
  };
}

/** Account, sign-in and session rules of the access spec and SECURITY.md. */
export function createAccessService(ctx: AppContext) {
  const { db, config, limits } = ctx;

  /** An access token never outlives its session's absolute limit (SECURITY.md). */
  function accessExpiry(now: Date, sessionExpiresAt: Date): Date {
    const expiry = new Date(now.getTime() + ACCESS_TOKEN_TTL_MINUTES * MINUTE);
    return expiry < sessionExpiresAt ? expiry : sessionExpiresAt;
  }

  async function issueToken(tx: Database, userId: number, now = new Date()): Promise<Token> {
    const accessToken = randomToken();
    const refreshToken = randomToken();
    const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 24 * 60 * MINUTE);
    const accessExpiresAt = accessExpiry(now, expiresAt);
    const session = await insertSession(tx, {
      userId,
      accessTokenHash: sha256(accessToken),
      accessExpiresAt,
      expiresAt,
    });
    await insertRefreshToken(tx, session.id, sha256(refreshToken));
    return tokenOf({ accessToken, refreshToken }, accessExpiresAt);
  }

  /**
   * The pair that replaces a refresh token is derived from it, so a second tab presenting the
   * same token within the grace window gets the very same pair without any token being stored
   * in clear (docs/decisions.md, "Refresh from two tabs").
   */
  function rotatedPair(refreshToken: string) {
    const derive = (purpose: string) =>
      Buffer.from(
        hmacSha256(`${config.secret}:refresh-rotation`, `${purpose}:${refreshToken}`),
        'hex',
      ).toString('base64url');
    return { accessToken: derive('access'), refreshToken: derive('refresh') };
  }

  async function sendVerification(tx: Database, user: UserRow, lang: Language, isResend: boolean) {
    const url = verificationLink(config.publicUrl, config.secret, user);
    await enqueueEmail(tx, {
      to: user.email,
      template: isResend ? 'verify_resend' : 'verify',
      ...emails.verifyEmail(lang, user.firstName, url, VERIFY_LINK_TTL_MINUTES, isResend),
    });
  }

  /** The club's record for this id when the last name matches it (accents and case ignored). */
  async function matchingRecord(vidaMemberId: number, lastName: string) {
    const record = await findMemberRecord(db, vidaMemberId);
    return record && isSameName(record.lastName, lastName) ? record : undefined;
  }

  function isEmailOnFile(record: MemberRecordRow, email: string) {
    return Boolean(record.email && record.email.toLowerCase() === email.toLowerCase());
  }

  /**
   * Links the membership to the account. Whoever held it before without the club's proof loses
   * it (a link is only ever made with proof: the mailbox on file), and both are told.
   */
  async function linkMembership(user: UserRow, record: MemberRecordRow, ip: string) {
    const previous = await db.transaction(async (tx) => {
      const holder = await findMemberIdHolder(tx, record.vidaMemberId, user.id);
      if (holder) await unconfirmMembership(tx, holder.id);
      await confirmMembership(tx, user.id, record.vidaMemberId);
      if (holder) {
        const details = {
          account: user.email,
          previous: holder.email,
          memberId: record.vidaMemberId,
        };
        for (const to of new Set([holder.email, record.email ?? user.email])) {
          const reader = to === holder.email ? holder : user;
          await enqueueEmail(tx, {
            to,
            template: 'membership_moved',
            ...emails.membershipMoved(reader.languageId as Language, reader.firstName, details),
          });
        }
      }
      return holder;
    });
    if (previous) {
      ctx.kickMail();
      await audit(db, 'member_id_unlinked', { userId: previous.id, ip });
    }
    await audit(db, 'member_id_confirmed', { userId: user.id, ip });
  }

  /** Sends a claim code to the e-mail on file when the id and last name match a record. */
  async function offerMembershipClaim(
    user: UserRow,
    vidaMemberId: number,
    lang: Language,
    ip: string,
  ) {
    const record = await matchingRecord(vidaMemberId, user.lastName);
    if (!record?.email || isEmailOnFile(record, user.email)) return;
    // Codes per membership are limited, so nobody can flood the member's mailbox.
    const canSend = await limits.hit('memberClaimSend', String(vidaMemberId)).then(
      () => true,
      () => false,
    );
    if (!canSend) return;
    const code = numericCode();
    await db.transaction(async (tx) => {
      await insertMemberClaim(tx, {
        userId: user.id,
        vidaMemberId,
        codeHash: hmacSha256(`${config.secret}:member-claim`, `${user.id}.${vidaMemberId}.${code}`),
        expiresAt: new Date(Date.now() + MEMBER_CLAIM_CODE_TTL_MINUTES * MINUTE),
      });
      await enqueueEmail(tx, {
        to: record.email as string,
        template: 'member_claim_code',
        ...emails.memberClaimCode(lang, record.firstName, code, {
          account: user.email,
          memberId: vidaMemberId,
          minutes: MEMBER_CLAIM_CODE_TTL_MINUTES,
        }),
      });
    });
    ctx.kickMail();
    await audit(db, 'member_claim_code_sent', { userId: user.id, ip });
  }

  /**
   * The login's member-id step. The answers never say whether the id and last name match a
   * record: without a code, "if they match, we sent a code to the e-mail on file"; with a
   * wrong code, "the code is not valid". Only the e-mail on file links at once.
   */
  async function confirmMemberId(
    user: UserRow,
    vidaMemberId: number,
    code: string | undefined,
    ip: string,
  ) {
    const lang = user.languageId as Language;
    if (!code) {
      const record = await matchingRecord(vidaMemberId, user.lastName);
      if (record && isEmailOnFile(record, user.email)) {
        await linkMembership(user, record, ip);
        return;
      }
      await offerMembershipClaim(user, vidaMemberId, lang, ip);
      throw new AppError(409, 'member_id_code_sent');
    }
    await limits.hit('memberClaimFailures', String(user.id));
    const claim = await findLiveMemberClaim(db, user.id, vidaMemberId);
    const expected = hmacSha256(
      `${config.secret}:member-claim`,
      `${user.id}.${vidaMemberId}.${code}`,
    );
    const record = claim ? await matchingRecord(vidaMemberId, user.lastName) : undefined;
    if (
      !claim ||
      !record ||
      claim.attempts >= MEMBER_CLAIM_CODE_MAX_ATTEMPTS ||
      !safeEqual(expected, claim.codeHash)
    ) {
      if (claim) await countFailedMemberClaim(db, claim.id);
      await audit(db, 'member_claim_code_failed', { userId: user.id, ip });
      throw new AppError(409, 'member_id_code_invalid', {
        fields: { member_id_code: ['member_id_code_invalid'] },
      });
    }
    await limits.reset('memberClaimFailures', String(user.id));
    await useMemberClaim(db, claim.id);
    await linkMembership(user, record, ip);
  }

  return {
    async login(input: LoginInput, ip: string): Promise<Token> {
      const failureKey = `${input.email}|${ip}`;
      // Counted before the password is checked, atomically: of 20 wrong passwords sent at once,
      // at most 5 reach argon2. A right password gives its point back (reset below).
      await limits.hit('loginFailures', failureKey);
      try {
        await ctx.captcha.verify(input['g-recaptcha-response'], ip);
      } catch (error) {
        await limits.refund('loginFailures', failureKey);
        throw error;
      }

      const user = await findUserByEmail(db, input.email);
      const isPasswordRight = user
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnPasswordCheck(input.password);
      if (!user || !isPasswordRight) {
        await audit(db, 'login_failed', { userId: user?.id, ip });
        // Unknown e-mail and wrong password: the same answer (SECURITY.md).
        throw new AppError(400, 'wrong_login_credentials');
      }
      // From here on the password was right: only now may the answer say more.
      await limits.reset('loginFailures', failureKey);
      if (user.disabledAt) throw new AppError(403, 'account_disabled');
      if (!user.emailVerifiedAt) {
        // Spec: an unverified login re-sends the activation link (within the resend limit).
        const canSend = await limits.hit('resendEmail', user.email).then(
          () => true,
          () => false,
        );
        if (canSend) {
          await sendVerification(db, user, input.lang ?? (user.languageId as Language), true);
          ctx.kickMail();
        }
        throw new AppError(403, 'account_not_verified');
      }
      if (!user.memberConfirmedAt) {
        if (input.vida_member_id === undefined) throw new AppError(409, 'account_not_member_id');
        await confirmMemberId(user, Number(input.vida_member_id), input.member_id_code, ip);
      }
      const token = await db.transaction(async (tx) => issueToken(tx, user.id));
      await audit(db, 'login', { userId: user.id, ip });
      return token;
    },

    async register(input: RegisterInput, ip: string) {
      await ctx.captcha.verify(input['g-recaptcha-response'], ip);
      if (await findUserByEmail(db, input.email)) {
        throw new AppError(400, 'user_already_exists', {
          fields: { email: ['user_already_exists'] },
        });
      }
      const memberId = Number(input.vida_member_id);
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const user = await db.transaction(async (tx) => {
        const created = await insertUserUnlessEmailTaken(tx, {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          homePhone: input.home_phone || null,
          mobilePhone: input.mobile_phone || null,
          country: input.country,
          languageId: input.language_id,
          // Only typed: the membership is linked with proof, at verification or by code.
          vidaMemberId: memberId,
          termsAcceptedAt: now,
        });
        if (!created) {
          throw new AppError(400, 'user_already_exists', {
            fields: { email: ['user_already_exists'] },
          });
        }
        await sendVerification(tx, created, input.language_id, false);
        return created;
      });
      ctx.kickMail();
      // What only a matching record needs (a claim code to the e-mail on file) runs after the
      // answer, which is the same whether or not the id and last name match a record.
      ctx.background.run('membership claim at register', async () => {
        await offerMembershipClaim(user, memberId, input.language_id, ip);
      });
      await audit(db, 'register', { userId: user.id, ip });
      // Always false: a true would tell anyone which id and last name pairs the club knows.
      return { pre_existing_account: false, email: user.email };
    },

    async refresh(refreshToken: string, ip: string): Promise<Token> {
      const row = await findRefreshToken(db, sha256(refreshToken));
      const now = new Date();
      if (!row || row.revokedAt || row.expiresAt <= now || row.disabledAt) {
        throw new AppError(401, 'unauthenticated');
      }
      const next = rotatedPair(refreshToken);
      const accessExpiresAt = accessExpiry(now, row.expiresAt);
      // The claim is the transaction's first statement: a concurrent claim of the same token
      // waits for this one to commit, then finds it used and the successor already stored.
      const isFirstUse =
        !row.usedAt &&
        (await db.transaction(async (tx) => {
          if (!(await claimRefreshToken(tx, row.id))) return false;
          await setSessionAccessToken(tx, row.sessionId, sha256(next.accessToken), accessExpiresAt);
          await insertRefreshToken(tx, row.sessionId, sha256(next.refreshToken));
          return true;
        }));
      if (isFirstUse) {
        return tokenOf(next, accessExpiresAt);
      }
      // Two tabs refreshing at once: the loser gets the winner's pair while it is fresh and
      // still the session's newest. Anything else is a replay: end the whole session.
      const usedAt = row.usedAt ?? now;
      const isGrace =
        now.getTime() - usedAt.getTime() <= REFRESH_REUSE_GRACE_SECONDS * 1000 &&
        (await isLatestRefreshToken(db, row.sessionId, sha256(next.refreshToken)));
      if (!isGrace) {
        await revokeSessions(db, { sessionId: row.sessionId }, 'refresh_reuse');
        await audit(db, 'refresh_token_reused', { userId: row.userId, ip });
        throw new AppError(401, 'unauthenticated');
      }
      const current = await findSessionAccess(db, row.sessionId);
      return tokenOf(next, current?.accessExpiresAt ?? accessExpiresAt);
    },

    async logout(sessionId: string, userId: number, ip: string) {
      await revokeSessions(db, { sessionId }, 'logout');
      await audit(db, 'logout', { userId, ip });
    },

    /**
     * Answers with a token whether or not the e-mail has an account (no enumeration): the row
     * for an unknown e-mail simply never accepts a code. Both paths do the same work before
     * answering; what only a real account needs runs after the response.
     */
    async forgotPassword(email: string, lang: Language, ip: string) {
      const user = await findUserByEmail(db, email);
      const account = user && !user.disabledAt ? user : undefined;
      const token = randomToken();
      const code = numericCode();
      const reset = await insertPasswordReset(db, {
        tokenHash: sha256(token),
        userId: account?.id ?? null,
        codeHash: hmacSha256(`${config.secret}:reset-code`, `${token}.${code}`),
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * MINUTE),
      });
      if (account && reset) {
        ctx.background.run('password reset e-mail', async () => {
          await db.transaction(async (tx) => {
            // One live reset token per account: a new code replaces the old ones.
            await retireOtherPasswordResets(tx, account.id, reset.id);
            await enqueueEmail(tx, {
              to: account.email,
              template: 'reset_code',
              ...emails.resetCode(
                lang,
                account.firstName,
                code,
                `${config.publicUrl}/reset-password/${token}`,
                RESET_CODE_TTL_MINUTES,
              ),
            });
          });
          ctx.kickMail();
          await audit(db, 'password_reset_requested', { userId: account.id, ip });
        });
      }
      return { token };
    },

    /** Whether a reset link can still take a code; says nothing about the e-mail behind it. */
    async checkPasswordReset(token: string) {
      const reset = await findPasswordReset(db, sha256(token));
      if (!isResetLive(reset)) throw new AppError(400, 'token_invalid');
    },

    async resetPassword(token: string, input: ResetInput, ip: string) {
      const reset = await findPasswordReset(db, sha256(token));
      if (!reset) throw new AppError(404, 'not_found');
      if (!isResetLive(reset)) throw new AppError(400, 'token_invalid');
      // At most 5 wrong codes per account per window, however many tokens it asked for.
      const guessKey = reset.userId ? `user:${reset.userId}` : `reset:${reset.id}`;
      await limits.hit('resetCodeFailures', guessKey);
      const expected = hmacSha256(
        `${config.secret}:reset-code`,
        `${token}.${input.verification_code}`,
      );
      if (!reset.userId || !safeEqual(expected, reset.codeHash)) {
        const attempts = await countFailedResetAttempt(db, reset.id);
        await audit(db, 'password_reset_code_failed', { userId: reset.userId, ip });
        // The fifth wrong code kills the token (SECURITY.md).
        if (attempts >= RESET_CODE_MAX_ATTEMPTS) throw new AppError(400, 'token_invalid');
        throw new AppError(400, 'verification_code_invalid', {
          fields: { verification_code: ['verification_code_invalid'] },
        });
      }
      const userId = reset.userId;
      await limits.reset('resetCodeFailures', guessKey);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        if (!(await usePasswordReset(tx, reset.id))) throw new AppError(400, 'token_invalid');
        const user = await findUserById(tx, userId);
        // The code arrived by e-mail, so the member has just proved they own the address.
        await setPassword(tx, userId, passwordHash, user?.emailVerifiedAt ?? new Date());
        // A reset ends every session of the member (SECURITY.md).
        await revokeSessions(tx, { userId }, 'password_reset');
      });
      await audit(db, 'password_reset', { userId, ip });
    },

    async verifyEmail(
      link: { id: string; hash: string; expires: string; signature: string },
      ip: string,
    ) {
      const check = checkVerificationLink(config.secret, link);
      if (check === 'tampered') throw new AppError(400, 'verification_code_invalid');
      if (check === 'expired') throw new AppError(400, 'activation_link_expired');
      const user = await findUserById(db, Number(link.id));
      if (!user || emailHash(user.email) !== link.hash)
        throw new AppError(400, 'verification_code_invalid');
      if (!user.emailVerifiedAt) {
        await markEmailVerified(db, user.id);
        await audit(db, 'email_verified', { userId: user.id, ip });
      }
      // The verified mailbox is the one the club has on file: that is the proof.
      if (!user.memberConfirmedAt && user.vidaMemberId) {
        const record = await matchingRecord(user.vidaMemberId, user.lastName);
        if (record && isEmailOnFile(record, user.email)) await linkMembership(user, record, ip);
      }
    },

    /**
     * Same 204 whatever the address; the mailbox owner learns what applies to them. All of the
     * work runs after the response, so known and unknown addresses answer alike.
     */
    async resendVerification(email: string, lang: Language) {
      ctx.background.run('verification e-mail', async () => {
        const user = await findUserByEmail(db, email);
        if (!user || user.disabledAt) return;
        if (user.emailVerifiedAt) {
          await enqueueEmail(db, {
            to: user.email,
            template: 'already_verified',
            ...emails.alreadyVerified(lang, user.firstName, `${config.publicUrl}/login`),
          });
        } else {
          await sendVerification(db, user, lang, true);
        }
        ctx.kickMail();
      });
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;

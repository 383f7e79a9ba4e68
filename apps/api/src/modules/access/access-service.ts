import {
  ACCESS_TOKEN_TTL_MINUTES,
  type Language,
  REFRESH_TOKEN_TTL_DAYS,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  VERIFY_LINK_TTL_MINUTES,
} from '@mp/contract/constants';
import { isSameName } from '@mp/contract/rules/name';
import type {
  loginBodySchema,
  registerBodySchema,
  resetBodySchema,
  Token,
} from '@mp/contract/schemas/access';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { passwordResets, refreshTokens, sessions, users } from '../../db/schema/access.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { emails } from '../../platform/mail/templates.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { hmacSha256, numericCode, randomToken, safeEqual, sha256 } from '../../platform/tokens.ts';
import {
  claimRefreshToken,
  countFailedResetAttempt,
  findMemberRecord,
  findPasswordReset,
  findRefreshToken,
  findSessionAccess,
  findUserByEmail,
  findUserById,
  insertSession,
  isLatestRefreshToken,
  isMemberIdTaken,
  retireOtherPasswordResets,
  revokeSessions,
  type UserRow,
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
    await tx
      .insert(refreshTokens)
      .values({ sessionId: session.id, tokenHash: sha256(refreshToken) });
    return {
      access_token: accessToken,
      expires_at: accessExpiresAt.toISOString(),
      refresh_token: refreshToken,
    };
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

  /** A member id counts as the club's when the record exists and the last name matches it. */
  async function matchesMemberRecord(vidaMemberId: number, lastName: string) {
    const record = await findMemberRecord(db, vidaMemberId);
    return Boolean(record && isSameName(record.lastName, lastName));
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
        const memberId = Number(input.vida_member_id);
        if (
          !(await matchesMemberRecord(memberId, user.lastName)) ||
          (await isMemberIdTaken(db, memberId, user.id))
        ) {
          throw new AppError(409, 'member_id_invalid');
        }
        await db
          .update(users)
          .set({ vidaMemberId: memberId, memberConfirmedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await audit(db, 'member_id_confirmed', { userId: user.id, ip });
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
      if (await isMemberIdTaken(db, memberId)) {
        throw new AppError(400, 'member_id_taken', {
          fields: { vida_member_id: ['member_id_taken'] },
        });
      }
      const isLinked = await matchesMemberRecord(memberId, input.last_name);
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            homePhone: input.home_phone || null,
            mobilePhone: input.mobile_phone || null,
            country: input.country,
            languageId: input.language_id,
            vidaMemberId: memberId,
            memberConfirmedAt: isLinked ? now : null,
            termsAcceptedAt: now,
          })
          // Two registrations racing for one e-mail: the unique index decides.
          .onConflictDoNothing()
          .returning();
        if (!created) {
          throw new AppError(400, 'user_already_exists', {
            fields: { email: ['user_already_exists'] },
          });
        }
        await sendVerification(tx, created, input.language_id, false);
        return created;
      });
      ctx.kickMail();
      await audit(db, 'register', { userId: user.id, ip, detail: { linked: isLinked } });
      return { pre_existing_account: isLinked, email: user.email };
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
          await tx
            .update(sessions)
            .set({ accessTokenHash: sha256(next.accessToken), accessExpiresAt })
            .where(eq(sessions.id, row.sessionId));
          await tx
            .insert(refreshTokens)
            .values({ sessionId: row.sessionId, tokenHash: sha256(next.refreshToken) });
          return true;
        }));
      if (isFirstUse) {
        return {
          access_token: next.accessToken,
          expires_at: accessExpiresAt.toISOString(),
          refresh_token: next.refreshToken,
        };
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
      return {
        access_token: next.accessToken,
        expires_at: (current?.accessExpiresAt ?? accessExpiresAt).toISOString(),
        refresh_token: next.refreshToken,
      };
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
      const [reset] = await db
        .insert(passwordResets)
        .values({
          tokenHash: sha256(token),
          userId: account?.id ?? null,
          codeHash: hmacSha256(`${config.secret}:reset-code`, `${token}.${code}`),
          expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * MINUTE),
        })
        .returning({ id: passwordResets.id });
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
        const used = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (used.length === 0) throw new AppError(400, 'token_invalid');
        const user = await findUserById(tx, userId);
        await tx
          .update(users)
          .set({
            passwordHash,
            updatedAt: new Date(),
            // The code arrived by e-mail, so the member has just proved they own the address.
            emailVerifiedAt: user?.emailVerifiedAt ?? new Date(),
          })
          .where(eq(users.id, userId));
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
        await db
          .update(users)
          .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, user.id));
        await audit(db, 'email_verified', { userId: user.id, ip });
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

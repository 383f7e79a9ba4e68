import { decodeAltchaPayload } from '@mp/contract/access/captcha';
import type { CaptchaProvider } from '@mp/contract/access/schemas';
import type { Challenge, Solution } from 'altcha-lib';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { usedCaptchas } from '../db/schema/access.ts';
import { AppError } from './app-error.ts';
import { RETRY_AFTER_SECONDS } from './http/errors.ts';

const CHALLENGE_TTL_SECONDS = 10 * 60;

export interface Captcha {
  challenge(): Promise<{
    provider: CaptchaProvider;
    site_key?: string;
    challenge?: unknown;
  }>;
  /** Throws 400 captcha_invalid unless the answer is good and has not been used before. */
  verify(answer: string, ip: string): Promise<void>;
}

/**
 * Default: ALTCHA proof of work, self-hosted, no third party (SECURITY.md). Each solved challenge
 * is recorded until it expires, so one solution cannot be replayed by a bot.
 */
export function createCaptcha(config: Config['captcha'], secret: string, db: Database): Captcha {
  const hmacSignatureSecret = `${secret}:captcha`;
  const invalid = () =>
    new AppError(400, 'captcha_invalid', {
      fields: { 'g-recaptcha-response': ['captcha_invalid'] },
    });

  if (config.provider === 'none') {
    return {
      challenge: async () => ({ provider: 'none' }),
      verify: async () => {},
    };
  }

  if (config.provider === 'recaptcha') {
    return {
      challenge: async () => ({ provider: 'recaptcha', site_key: config.recaptchaSiteKey }),
      async verify(answer, ip) {
        const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          body: new URLSearchParams({
            secret: config.recaptchaSecretKey ?? '',
            response: answer,
            remoteip: ip,
          }),
          signal: AbortSignal.timeout(5_000),
        }).catch(() => {
          throw new AppError(503, 'service_unavailable', {
            headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
          });
        });
        const result = (await response.json().catch(() => ({}))) as { success?: boolean };
        if (!result.success) throw invalid();
      },
    };
  }

  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(config.altchaMaxNumber),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
        hmacSignatureSecret,
      });
      return { provider: 'altcha', challenge };
    },
    async verify(answer) {
      const payload = decodeAltchaPayload(answer);
      if (!payload) throw invalid();
      const challenge = payload.challenge as Challenge;
      const result = await verifySolution({
        challenge,
        solution: payload.solution as Solution,
        deriveKey,
        hmacSignatureSecret,
      }).catch(() => null);
      if (!result?.verified || !challenge.signature) throw invalid();
      const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
      await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
      const inserted = await db
        .insert(usedCaptchas)
        .values({ signature: challenge.signature.slice(0, 128), expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedCaptchas.signature });
      if (inserted.length === 0) throw invalid();
    },
  };
}

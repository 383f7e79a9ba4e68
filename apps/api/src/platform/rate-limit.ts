import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './app-error.ts';

/**
 * The limits of SECURITY.md. `ip` buckets count every request from an address; `email` buckets
 * count requests about one address; `loginFailures` counts wrong passwords per e-mail + IP.
 */
const LIMITS = {
  loginIp: { points: 30, duration: 60 },
  loginFailures: { points: 5, duration: 60 },
  /** Wrong reset codes per account, whatever the number of reset tokens (SECURITY.md). */
  resetCodeFailures: { points: 5, duration: 900 },
  /** Wrong membership claim codes per account, and claim codes sent per membership. */
  memberClaimFailures: { points: 5, duration: 900 },
  memberClaimSend: { points: 5, duration: 3600 },
  registerIp: { points: 10, duration: 600 },
  forgotIp: { points: 20, duration: 600 },
  forgotEmail: { points: 5, duration: 600 },
  resetIp: { points: 30, duration: 600 },
  resendIp: { points: 20, duration: 600 },
  resendEmail: { points: 5, duration: 600 },
  verifyIp: { points: 30, duration: 600 },
  refreshIp: { points: 60, duration: 60 },
  /** Contact messages: a member writes a few a day, not hundreds. */
  contactIp: { points: 10, duration: 3600 },
  /** Replies in a conversation come faster than new contact messages, but not by the hundred. */
  replyIp: { points: 30, duration: 3600 },
  /** Payment attempts: a member pays a few items; card testing tries hundreds. */
  paymentIp: { points: 20, duration: 600 },
  /**
   * Declined payments per account and per saved card, whatever the address (issue 19 #10: card
   * testing from many addresses): a member retries a declined card a few times, not dozens.
   */
  paymentDeclinesAccount: { points: 8, duration: 3600 },
  paymentDeclinesCard: { points: 5, duration: 3600 },
  /** Results from the card provider that fail their checks (forged, re-cut, replayed). */
  checkoutRejectedIp: { points: 20, duration: 600 },
  /** Reservation requests, lookups and confirmation e-mails: a member sends a handful an hour; a
   * script guessing confirmation numbers sends thousands. */
  reservationIp: { points: 30, duration: 3600 },
  /** Staff sign-in (issue 21): every attempt per IP, and wrong passwords per e-mail + IP as for members. */
  staffSignInIp: { points: 30, duration: 60 },
  staffSignInFailures: { points: 5, duration: 60 },
  /** The second factor: every attempt per IP; wrong codes per staff account and per IP (a 6-digit
   * code falls to guessing without them). */
  staffSecondFactorIp: { points: 30, duration: 600 },
  staffCodeFailuresAccount: { points: 5, duration: 900 },
  staffCodeFailuresIp: { points: 20, duration: 900 },
  /** Setup links (check and set the password): a person opens one a few times. */
  staffSetupIp: { points: 20, duration: 600 },
} as const;
export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Count one request; throws 429 with Retry-After once the bucket is full. */
  hit(name: LimitName, key: string): Promise<void>;
  /** Throws 429 if the bucket is already full, without counting. */
  check(name: LimitName, key: string): Promise<void>;
  /** Gives back one point taken by `hit` (an attempt that turned out not to count). */
  refund(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
  close(): Promise<void>;
}

function tooMany(msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(429, 'too_many_attempts', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * In memory by default (one instance); with REDIS_URL every instance shares the counts. If Redis
 * goes away the memory limiter insures it, so limits hold (per instance) instead of failing open.
 */
export function createRateLimits(options: {
  /** Keys are HMACs under this secret: no e-mail address or IP is stored in clear. */
  secret: string;
  redisUrl?: string;
  prefix?: string;
  scale?: number;
}): RateLimits {
  const scale = options.scale ?? 1;
  const hashKey = (key: string) =>
    createHmac('sha256', `${options.secret}:rate-limit`).update(key).digest('base64url');
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  redis?.on('error', () => {
    // Reconnects by itself; the insurance limiter covers the gap.
  });
  const prefix = options.prefix ?? 'mp';
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]) => {
      const points = limit.points * scale;
      const memory = new RateLimiterMemory({
        keyPrefix: `${prefix}:${name}`,
        duration: limit.duration,
        points,
      });
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${prefix}:${name}`,
            insuranceLimiter: memory,
            duration: limit.duration,
            points,
          })
        : memory;
      return [name, limiter];
    }),
  ) as Record<LimitName, RateLimiterAbstract>;

  return {
    async hit(name, key) {
      try {
        // consume() is atomic in memory and in Redis: parallel requests cannot all pass.
        await limiters[name].consume(hashKey(key));
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error.msBeforeNext);
        throw error;
      }
    },
    async check(name, key) {
      const state = await limiters[name].get(hashKey(key));
      // A window that is over counts nothing, even before the store has dropped its key.
      if (state && state.msBeforeNext > 0 && state.consumedPoints >= LIMITS[name].points * scale)
        throw tooMany(state.msBeforeNext);
    },
    async refund(name, key) {
      await limiters[name].reward(hashKey(key), 1);
    },
    async reset(name, key) {
      await limiters[name].delete(hashKey(key));
    },
    async close() {
      redis?.disconnect();
    },
  };
}

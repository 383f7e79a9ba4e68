import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { ACCESS_LIMITS } from '../modules/access/access-limits.ts';
import { BROADCASTS_LIMITS } from '../modules/broadcasts/broadcasts-limits.ts';
import { CLUBDATA_LIMITS } from '../modules/clubdata/clubdata-limits.ts';
import { PAYMENTS_LIMITS } from '../modules/payments/payments-limits.ts';
import { PROFILE_LIMITS } from '../modules/profile/profile-limits.ts';
import { STAFF_LIMITS } from '../modules/staff/staff-limits.ts';
import { STAYS_LIMITS } from '../modules/stays/stays-limits.ts';
import { AppError } from './app-error.ts';

/** A bucket: at most `points` requests per `duration` seconds (times RATE_LIMIT_SCALE). */
export interface Limit {
  points: number;
  duration: number;
}

/**
 * What an area declares in its module's folder (modules/<area>/<area>-limits.ts): its `buckets`,
 * which its code counts with `limits.hit` / `check`, and its `routes`: the route buckets that
 * `registerRoute(..., { rateLimit })` names. A route bucket counts every request of its routes per
 * IP in its `ip` bucket and, when it names an `email` bucket, per address too (the body's `email`).
 */
export interface AreaLimits<Name extends string> {
  buckets: Record<Name, Limit>;
  routes: Record<string, RouteCount<Name>>;
}
export interface RouteCount<Name extends string = LimitName> {
  ip: Name;
  email?: Name;
}

/** Every area's limits (SECURITY.md): an area with limits adds its line here. */
const AREAS = [
  ACCESS_LIMITS,
  PROFILE_LIMITS,
  PAYMENTS_LIMITS,
  STAYS_LIMITS,
  CLUBDATA_LIMITS,
  STAFF_LIMITS,
  BROADCASTS_LIMITS,
] as const;

type KeysOf<T> = T extends unknown ? keyof T & string : never;
export type LimitName = KeysOf<(typeof AREAS)[number]['buckets']>;
/** The buckets a rate-limited route can be counted in. */
export type RouteBucket = KeysOf<(typeof AREAS)[number]['routes']>;

/** One table of the areas' entries; a name two areas declare is a startup error. */
function gather<T>(tables: readonly object[]): T {
  const all: Record<string, unknown> = {};
  for (const table of tables) {
    for (const [name, entry] of Object.entries(table)) {
      if (name in all) throw new Error(`rate limit ${name} is declared by two areas`);
      all[name] = entry;
    }
  }
  return all as T;
}
const LIMITS = gather<Record<LimitName, Limit>>(AREAS.map((area) => area.buckets));
export const ROUTE_BUCKETS = gather<Record<RouteBucket, RouteCount>>(
  AREAS.map((area) => area.routes),
);

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
 * `cluster`: this process is one of WEB_CONCURRENCY workers without Redis, so the counts are kept
 * by the primary process (node:cluster messages, platform/cluster.ts) and shared by the workers.
 */
export function createRateLimits(options: {
  /** Keys are HMACs under this secret: no e-mail address or IP is stored in clear. */
  secret: string;
  redisUrl?: string;
  prefix?: string;
  scale?: number;
  cluster?: boolean;
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
      const bucket = { keyPrefix: `${prefix}:${name}`, duration: limit.duration, points };
      const memory: RateLimiterAbstract =
        options.cluster && !redis
          ? new RateLimiterCluster({ ...bucket, timeoutMs: 3_000 })
          : new RateLimiterMemory(bucket);
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

import type { AreaLimits } from '../../platform/rate-limit.ts';

/** The stays area's rate limits (platform/rate-limit.ts gathers every area's). */
const buckets = {
  /** Reservation requests, lookups and confirmation e-mails: a member sends a handful an hour; a
   * script guessing confirmation numbers sends thousands. */
  reservationIp: { points: 30, duration: 3600 },
} as const;

export const STAYS_LIMITS = {
  buckets,
  routes: {
    reservation: { ip: 'reservationIp' },
  },
} as const satisfies AreaLimits<keyof typeof buckets>;

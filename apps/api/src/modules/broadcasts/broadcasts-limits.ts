import type { AreaLimits } from '../../platform/rate-limit.ts';

/** The broadcasts' rate limits (issue 22; platform/rate-limit.ts gathers every area's). */
const buckets = {
  /**
   * Sending or scheduling a broadcast: a supervisor sends a few a day; each one can reach every
   * member's message centre and mailbox, so a script or a stuck button stops after 20 an hour.
   */
  broadcastCreateIp: { points: 20, duration: 3600 },
} as const;

export const BROADCASTS_LIMITS = {
  buckets,
  routes: { broadcastCreate: { ip: 'broadcastCreateIp' } },
} as const satisfies AreaLimits<keyof typeof buckets>;

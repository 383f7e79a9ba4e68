import type { AreaLimits } from '../../platform/rate-limit.ts';

/** The profile area's rate limits (platform/rate-limit.ts gathers every area's). */
const buckets = {
  /** Contact messages: a member writes a few a day, not hundreds. */
  contactIp: { points: 10, duration: 3600 },
  /** Replies in a conversation come faster than new contact messages, but not by the hundred. */
  replyIp: { points: 30, duration: 3600 },
} as const;

export const PROFILE_LIMITS = {
  buckets,
  // The e-mail change link is counted as the access area's `verify` (a signed link as well).
  routes: {
    contact: { ip: 'contactIp' },
    reply: { ip: 'replyIp' },
  },
} as const satisfies AreaLimits<keyof typeof buckets>;

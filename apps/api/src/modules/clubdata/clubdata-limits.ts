import type { AreaLimits } from '../../platform/rate-limit.ts';

/** The club data area's rate limits (issue 22; platform/rate-limit.ts gathers every area's). */
const buckets = {
  /**
   * The integration API per IP: two busy keys from one system. A bulk load of 100,000 rows is
   * the CSV import's work; the API carries the day's changes as they happen.
   */
  integrationIp: { points: 1200, duration: 60 },
  /** Per API key: 600 upserts a minute (10 a second) is a busy sync, not a runaway loop. */
  integrationKey: { points: 600, duration: 60 },
  /** CSV uploads per IP: a person uploads a few files an hour. */
  importUploadIp: { points: 30, duration: 3600 },
} as const;

export const CLUBDATA_LIMITS = {
  buckets,
  routes: {
    integration: { ip: 'integrationIp' },
    importUpload: { ip: 'importUploadIp' },
  },
} as const satisfies AreaLimits<keyof typeof buckets>;

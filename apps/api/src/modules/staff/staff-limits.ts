import type { AreaLimits } from '../../platform/rate-limit.ts';

/** The staff sign-in's rate limits (issue 21; platform/rate-limit.ts gathers every area's). */
const buckets = {
  /** Every password attempt per IP, and wrong passwords per e-mail + IP, as for members. */
  staffSignInIp: { points: 30, duration: 60 },
  staffSignInFailures: { points: 5, duration: 60 },
  /** The second factor (a code, a recovery code or a passkey): every attempt per IP; wrong codes per staff account and per IP (a 6-digit
   * code falls to guessing without them). */
  staffSecondFactorIp: { points: 30, duration: 600 },
  staffCodeFailuresAccount: { points: 5, duration: 900 },
  staffCodeFailuresIp: { points: 20, duration: 900 },
  /** Setup links (check and set the password): a person opens one a few times. */
  staffSetupIp: { points: 20, duration: 600 },
} as const;

export const STAFF_LIMITS = {
  buckets,
  routes: {
    staffSignIn: { ip: 'staffSignInIp' },
    staffSecondFactor: { ip: 'staffSecondFactorIp' },
    staffSetup: { ip: 'staffSetupIp' },
  },
} as const satisfies AreaLimits<keyof typeof buckets>;

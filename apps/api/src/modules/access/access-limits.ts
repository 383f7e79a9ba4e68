import type { AreaLimits } from '../../platform/rate-limit.ts';

/**
 * The access area's rate limits (SECURITY.md "Accounts and sessions"; platform/rate-limit.ts
 * gathers every area's). `points` requests per `duration` seconds, then 429 with Retry-After.
 */
const buckets = {
  /** Sign-in attempts per IP: a person types a password a few times, a script thousands. */
  loginIp: { points: 30, duration: 60 },
  /** Wrong passwords per e-mail + IP (SECURITY.md's example): guessing one account's password. */
  loginFailures: { points: 5, duration: 60 },
  /** Wrong reset codes per account, whatever the number of reset tokens (SECURITY.md). */
  resetCodeFailures: { points: 5, duration: 900 },
  /** Wrong membership claim codes per account: a 6-digit code falls to guessing without it. */
  memberClaimFailures: { points: 5, duration: 900 },
  /** Claim codes sent per membership, so nobody can flood the member's mailbox. */
  memberClaimSend: { points: 5, duration: 3600 },
  /** New accounts per IP: a household registers a few, a bot hundreds. */
  registerIp: { points: 10, duration: 600 },
  /** Reset codes asked per IP, and per address (each one sends an e-mail). */
  forgotIp: { points: 20, duration: 600 },
  forgotEmail: { points: 5, duration: 600 },
  /** Reset links checked and used per IP: guessing tokens and codes. */
  resetIp: { points: 30, duration: 600 },
  /** Activation links re-sent per IP, and per address (the resend call and unverified sign-ins). */
  resendIp: { points: 20, duration: 600 },
  resendEmail: { points: 5, duration: 600 },
  /** Signed links opened per IP (e-mail verification and e-mail change): forging signatures. */
  verifyIp: { points: 30, duration: 600 },
  /** Token refreshes per IP: a few tabs refresh hourly; guessing refresh tokens needs many more. */
  refreshIp: { points: 60, duration: 60 },
} as const;

export const ACCESS_LIMITS = {
  buckets,
  routes: {
    login: { ip: 'loginIp' },
    register: { ip: 'registerIp' },
    forgot: { ip: 'forgotIp', email: 'forgotEmail' },
    reset: { ip: 'resetIp' },
    resend: { ip: 'resendIp', email: 'resendEmail' },
    verify: { ip: 'verifyIp' },
    refresh: { ip: 'refreshIp' },
  },
} as const satisfies AreaLimits<keyof typeof buckets>;

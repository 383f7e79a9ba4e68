/** The staff console's business constants (STAFF.md, issue 21). */

/** The staff session: idle 30 minutes, absolute 12 hours (STAFF.md "Sign-in and sessions"). */
export const STAFF_SESSION_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;
/** Between the password and the second factor: a few minutes to type a code. */
export const STAFF_PENDING_SESSION_MINUTES = 10;
/** The cookie holding the staff session, and the only path it is sent to. */
export const STAFF_SESSION_COOKIE = 'mp_staff';
export const STAFF_API_PREFIX = '/api/staff';
/** Every state-changing staff call carries the session's CSRF token in this header. */
export const STAFF_CSRF_HEADER = 'x-csrf-token';

/** TOTP (RFC 6238): 6 digits, 30-second steps, one step of drift either way. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** A setup link (first admin, invitation) works once, for 72 hours. */
export const STAFF_SETUP_LINK_HOURS = 72;

/** Spec 1 §9: members are answered within 24 hours; the desk's clock runs from their last message. */
export const DESK_ANSWER_HOURS = 24;

/** A recovery code: two groups of five lower-case base32 characters (50 bits), e.g. `k7m2q-x9tp4`. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
/** The audit log's page (newest first, cursor `before` = the last id seen). */
export const AUDIT_PAGE_SIZE = 50;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Member Passport';

/**
 * Passkeys (WebAuthn), the stronger second factor: added by a signed-in staff member once the
 * authenticator app is enrolled. A ceremony's challenge is bound to the session, used once, and
 * lives 5 minutes; a staff member keeps at most 10 passkeys, each with a name of up to 64
 * characters ("Office YubiKey").
 */
export const PASSKEY_CHALLENGE_MINUTES = 5;
export const PASSKEY_MAX_PER_ACCOUNT = 10;
export const PASSKEY_NAME_MAX_LENGTH = 64;
/** The ways an authenticator can reach the browser (WebAuthn's AuthenticatorTransport). */
export const PASSKEY_TRANSPORTS = [
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
] as const;

/** The staff area's audit events (platform/audit.ts gathers every area's). */
export const STAFF_AUDIT_EVENTS = [
  /** The second factor passed: the session is signed in. */
  'staff_signed_in',
  /** A wrong password (unknown e-mail included), or a right one on a disabled account. */
  'staff_sign_in_failed',
  /** The right password: the session waits for its second factor. */
  'staff_password_accepted',
  /**
   * A wrong or replayed authenticator code, a wrong recovery code, or a passkey refused (detail:
   * method `passkey`, why: `challenge` missing, used or expired, `unknown_credential` (none of
   * this account's), `signature`, or `counter` not rising: a cloned authenticator).
   */
  'staff_second_factor_failed',
  'staff_totp_enrolled',
  'staff_recovery_code_used',
  /** A passkey added, renamed or removed by its own staff member (detail: passkey_id, name). */
  'staff_passkey_added',
  'staff_passkey_renamed',
  'staff_passkey_removed',
  'staff_signed_out',
  'staff_signed_out_everywhere',
  'staff_invited',
  /** A new setup link for an existing account (npm run staff:create). */
  'staff_setup_link_created',
  /** A setup link was used to set the password. */
  'staff_password_set',
  'staff_disabled',
  'staff_enabled',
] as const;
export type StaffAuditEvent = (typeof STAFF_AUDIT_EVENTS)[number];

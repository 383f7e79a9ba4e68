/** The access area's audit events (platform/audit.ts gathers every area's). */
export const ACCESS_AUDIT_EVENTS = [
  'login',
  'login_failed',
  'logout',
  'register',
  'email_verified',
  'password_reset_requested',
  'password_reset',
  'password_reset_code_failed',
  'member_id_confirmed',
  'member_id_unlinked',
  'member_claim_code_sent',
  'member_claim_code_failed',
  'refresh_token_reused',
] as const;
export type AccessAuditEvent = (typeof ACCESS_AUDIT_EVENTS)[number];

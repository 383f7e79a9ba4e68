/** The profile area's audit events (platform/audit.ts gathers every area's). */
export const PROFILE_AUDIT_EVENTS = [
  'profile_updated',
  'password_changed',
  'email_change_requested',
  'email_changed',
] as const;
export type ProfileAuditEvent = (typeof PROFILE_AUDIT_EVENTS)[number];

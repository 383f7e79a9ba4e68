/** The desk area's audit events (platform/audit.ts gathers every area's). */
export const DESK_AUDIT_EVENTS = [
  'reservation_request_confirmed',
  'reservation_request_declined',
  'profile_review_verified',
  'profile_review_rejected',
  'member_viewed',
  'member_verification_resent',
  'member_sessions_ended',
  'member_disabled',
  'member_enabled',
] as const;
export type DeskAuditEvent = (typeof DESK_AUDIT_EVENTS)[number];

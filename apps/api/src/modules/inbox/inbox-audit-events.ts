/** The inbox area's audit events (platform/audit.ts gathers every area's). */
export const INBOX_AUDIT_EVENTS = [
  'thread_viewed',
  'thread_replied',
  'thread_note_added',
  'thread_assigned',
  'thread_closed',
  'thread_reopened',
  'canned_response_created',
  'canned_response_updated',
  'canned_response_deleted',
] as const;
export type InboxAuditEvent = (typeof INBOX_AUDIT_EVENTS)[number];

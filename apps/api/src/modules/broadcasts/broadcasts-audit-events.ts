/** The broadcasts area's audit events (platform/audit.ts gathers every area's). */
export const BROADCASTS_AUDIT_EVENTS = [
  'broadcast_sent',
  'broadcast_scheduled',
  'broadcast_cancelled',
] as const;
export type BroadcastsAuditEvent = (typeof BROADCASTS_AUDIT_EVENTS)[number];

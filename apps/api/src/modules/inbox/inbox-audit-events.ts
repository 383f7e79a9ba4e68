/** The inbox area's audit events (platform/audit.ts gathers every area's). */
export const INBOX_AUDIT_EVENTS = [] as const;
export type InboxAuditEvent = (typeof INBOX_AUDIT_EVENTS)[number];

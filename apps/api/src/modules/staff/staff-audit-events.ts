/** The staff area's audit events (platform/audit.ts gathers every area's). */
export const STAFF_AUDIT_EVENTS = [] as const;
export type StaffAuditEvent = (typeof STAFF_AUDIT_EVENTS)[number];

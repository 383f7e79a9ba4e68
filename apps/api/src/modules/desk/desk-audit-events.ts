/** The desk area's audit events (platform/audit.ts gathers every area's). */
export const DESK_AUDIT_EVENTS = [] as const;
export type DeskAuditEvent = (typeof DESK_AUDIT_EVENTS)[number];

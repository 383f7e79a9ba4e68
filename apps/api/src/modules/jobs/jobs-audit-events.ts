/** The job queue area's audit events (platform/audit.ts gathers every area's). */
export const JOBS_AUDIT_EVENTS = ['job_retried'] as const;
export type JobsAuditEvent = (typeof JOBS_AUDIT_EVENTS)[number];

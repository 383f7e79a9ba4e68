/** The content area's audit events (platform/audit.ts gathers every area's); detail: kind, id. */
export const CONTENT_AUDIT_EVENTS = [
  'content_created',
  'content_updated',
  'content_moved',
  'content_hidden',
  'content_shown',
  'content_image_uploaded',
] as const;
export type ContentAuditEvent = (typeof CONTENT_AUDIT_EVENTS)[number];

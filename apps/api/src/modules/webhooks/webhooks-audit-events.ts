/** The webhooks area's audit events (platform/audit.ts gathers every area's). */
export const WEBHOOKS_AUDIT_EVENTS = [
  'webhook_endpoint_created',
  'webhook_endpoint_updated',
  'webhook_secret_rotated',
  'webhook_delivery_resent',
] as const;
export type WebhooksAuditEvent = (typeof WEBHOOKS_AUDIT_EVENTS)[number];

/** The webhooks area's notification and error keys (issue 22). */
export const WEBHOOKS_MESSAGE_KEYS = [
  'webhook_url_https_required',
  'webhook_url_private',
  'webhook_endpoint_limit',
  'webhook_endpoint_created',
  'webhook_endpoint_updated',
  'webhook_endpoint_enabled',
  'webhook_endpoint_disabled',
  'webhook_secret_rotated',
  'webhook_delivery_resent',
  'webhook_resend_endpoint_disabled',
] as const;
export type WebhooksMessageKey = (typeof WEBHOOKS_MESSAGE_KEYS)[number];

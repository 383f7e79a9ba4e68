import type { WebhooksMessageKey } from './message-keys.ts';

export const webhooksMessagesEn: Record<WebhooksMessageKey, string> = {
  webhook_url_https_required: 'The address must start with https://.',
  webhook_url_private:
    "The address points into a private network. Use the public address of the club's system.",
  webhook_endpoint_limit: 'There are already 20 endpoints. Disable or change one instead.',
  webhook_endpoint_created: 'The endpoint is added. Copy its signing secret now.',
  webhook_endpoint_updated: 'The endpoint is saved.',
  webhook_endpoint_enabled: 'The endpoint is enabled: new events are sent to it.',
  webhook_endpoint_disabled: 'The endpoint is disabled: no new events are sent to it.',
  webhook_secret_rotated: 'A new signing secret is made. Copy it now: the old one no longer signs.',
  webhook_delivery_resent: 'The delivery is sent again.',
  webhook_resend_endpoint_disabled: 'The endpoint is disabled. Enable it to send this again.',
};

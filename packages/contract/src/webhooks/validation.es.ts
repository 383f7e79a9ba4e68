import type { WebhooksValidationKey } from './validation.en.ts';

export const webhooksValidationEs: Record<WebhooksValidationKey, string> = {
  webhook_url_invalid: 'Escribe una dirección completa, como https://club.example.com/webhooks.',
  webhook_events_required: 'Elige al menos un evento.',
};

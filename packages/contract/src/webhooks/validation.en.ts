/** The webhooks area's form and 400-field texts (gathered in i18n/validation.en.ts). */
export const webhooksValidationEn = {
  webhook_url_invalid: 'Enter a full address, such as https://club.example.com/webhooks.',
  webhook_events_required: 'Choose at least one event.',
} as const;
export type WebhooksValidationKey = keyof typeof webhooksValidationEn;

import { z } from 'zod';
import { key } from '../fields.ts';
import {
  WEBHOOK_DELIVERY_MAX_PAGE,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
} from './constants.ts';

const required = key('required');
const id = z.coerce.number(required).int(required).positive(required).max(2_147_483_647, required);
export const webhookIdParamsSchema = z.object({ id });

/**
 * An endpoint's address: an absolute http(s) URL without credentials. Whether plain http and
 * private-network hosts are allowed is the server's rule (refused in production, SECURITY.md:
 * the portal must not be made to call into its own network), checked where it is saved.
 */
export const webhookUrlField = z
  .string(required)
  .trim()
  .min(1, required)
  .max(WEBHOOK_URL_MAX_LENGTH, key('text_max'))
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.hostname !== '' &&
        url.username === '' &&
        url.password === ''
      );
    } catch {
      return false;
    }
  }, key('webhook_url_invalid'));

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, key('invalid')), required)
  .min(1, key('webhook_events_required'))
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

const descriptionField = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, key('text_max'))
  .default('');

export const createWebhookEndpointBodySchema = z.object({
  url: webhookUrlField,
  description: descriptionField,
  events: eventsField,
  enabled: z.boolean().default(true),
});
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBodySchema>;

/** A change of some of an endpoint's settings; what is left out keeps its value. */
export const updateWebhookEndpointBodySchema = z.object({
  url: webhookUrlField.optional(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, key('text_max')).optional(),
  events: eventsField.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointBody = z.input<typeof updateWebhookEndpointBodySchema>;

export const webhookEndpointSchema = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** The secret's last characters, to tell which one the club's system holds (never the whole). */
  secret_hint: z.string(),
  secret_rotated_at: z.string(),
  created_at: z.string(),
  /** The last delivery's outcome, for the list. */
  last_delivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), at: z.string() }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An endpoint with its signing secret: answered once, when it is made or rotated. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliveriesQuerySchema = z.object({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, key('invalid')).optional(),
  endpoint: id.optional(),
  page: z.coerce
    .number(required)
    .int(required)
    .min(1, required)
    .max(WEBHOOK_DELIVERY_MAX_PAGE)
    .default(1),
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliverySchema = z.object({
  id: z.number(),
  /** The event's id, as the `x-passport-event-id` header and the body's `id` carry it. */
  event_id: z.string(),
  event_type: z.enum(WEBHOOK_EVENT_TYPES),
  occurred_at: z.string(),
  endpoint: z.object({ id: z.number(), url: z.string() }),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the last try; null when it got none (a timeout, a refused connection). */
  last_status_code: z.number().int().nullable(),
  /** Why the last try failed without a status: timeout, connection, refused_address, disabled, secret. */
  last_error: z.string().nullable(),
  next_retry_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

// ---------------------------------------------------------------- what the club's system gets

const memberRef = z.object({
  /** The portal's account id. */
  id: z.number(),
  /** The club's own member id. */
  vida_member_id: z.number().nullable(),
});

/**
 * The body of each POST: `{ id, type, occurred_at, data }`. `data` names the entity by the
 * portal's ids and the club's own (vida_member_id, contract_number, reservation number) and
 * carries what the club's system needs to act; never card data or secrets.
 */
export const webhookPayloadSchemas = {
  'payment.completed': z.object({
    order: z.object({
      id: z.number(),
      reference: z.string(),
      amount_cents: z.number().int(),
      currency: z.string(),
      payment_type: z.string(),
      provider_transaction_id: z.string().nullable(),
      due_item_ids: z.array(z.number()),
    }),
    contract: z.object({ id: z.number(), contract_number: z.string() }),
    member: memberRef,
  }),
  'reservation.requested': z.object({
    reservation: z.object({
      id: z.number().nullable(),
      request_id: z.number(),
      request_number: z.string().nullable(),
      hotel_id: z.number().nullable(),
      hotel: z.string(),
      unit_type_id: z.number().nullable(),
      arriving_date: z.string(),
      departing_date: z.string(),
      guests: z.number().int(),
      is_member: z.boolean(),
      lead: z.object({ first_name: z.string(), last_name: z.string() }),
      travelers: z.number().int(),
      add_transportation: z.boolean(),
      flexible_dates: z.boolean(),
      flexible_destinations: z.boolean(),
      promo_code: z.string().nullable(),
    }),
    member: memberRef,
  }),
  'profile.changed': z.object({
    member: memberRef,
    /** The profile fields this change touched (spec 1's names). */
    changed_fields: z.array(z.string()),
    /** Contact details wait for the desk's review before they are verified (issue 21). */
    pending_review: z.boolean(),
    /** The touched fields' values as the portal now holds them. */
    values: z.record(z.string(), z.unknown()),
  }),
  'thread.opened': z.object({
    thread: z.object({
      id: z.number(),
      reason: z.string().nullable(),
      subject: z.string(),
      need_to_contact_me: z.boolean(),
    }),
    member: memberRef,
  }),
} as const satisfies Record<(typeof WEBHOOK_EVENT_TYPES)[number], z.ZodType>;

export type WebhookPayload<T extends (typeof WEBHOOK_EVENT_TYPES)[number]> = z.infer<
  (typeof webhookPayloadSchemas)[T]
>;

export const webhookEventBodySchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  occurred_at: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;

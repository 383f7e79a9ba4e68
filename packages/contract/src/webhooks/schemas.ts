import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { key } from '../fields.ts';
import {
  WEBHOOK_DELIVERY_MAX_PAGE,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX_LENGTH,
} from './constants.ts';

const required = key('required');
const id = z.coerce
  .number(required)
  .check(z.int(required), z.positive(required), z.lte(2_147_483_647, required));
export const webhookIdParamsSchema = z.object({ id });

/**
 * An endpoint's address: an absolute http(s) URL without credentials. Whether plain http and
 * private-network hosts are allowed is the server's rule (refused in production, SECURITY.md:
 * the portal must not be made to call into its own network), checked where it is saved.
 */
export const webhookUrlField = z.string(required).check(
  z.trim(),
  z.minLength(1, required),
  z.maxLength(WEBHOOK_URL_MAX_LENGTH, key('text_max')),
  z.refine((value) => {
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
  }, key('webhook_url_invalid')),
);

const eventsField = z.pipe(
  z
    .array(z.enum(WEBHOOK_EVENT_TYPES, key('invalid')), required)
    .check(z.minLength(1, key('webhook_events_required'))),
  z.transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type))),
);

const descriptionField = z._default(
  z.string().check(z.trim(), z.maxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, key('text_max'))),
  '',
);

export const createWebhookEndpointBodySchema = z.object({
  url: webhookUrlField,
  description: descriptionField,
  events: eventsField,
  enabled: z._default(z.boolean(), true),
});
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBodySchema>;

/** A change of some of an endpoint's settings; what is left out keeps its value. */
export const updateWebhookEndpointBodySchema = z.object({
  url: z.optional(webhookUrlField),
  description: z.optional(
    z.string().check(z.trim(), z.maxLength(WEBHOOK_DESCRIPTION_MAX_LENGTH, key('text_max'))),
  ),
  events: z.optional(eventsField),
  enabled: z.optional(z.boolean()),
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
  last_delivery: z.nullable(
    z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), at: z.string() }),
  ),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** An endpoint with its signing secret: answered once, when it is made or rotated. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliveriesQuerySchema = z.object({
  status: z.optional(z.enum(WEBHOOK_DELIVERY_STATUSES, key('invalid'))),
  endpoint: z.optional(id),
  page: z._default(
    z.coerce
      .number(required)
      .check(z.int(required), z.gte(1, required), z.lte(WEBHOOK_DELIVERY_MAX_PAGE)),
    1,
  ),
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
  attempts: z.int(),
  /** The HTTP status of the last try; null when it got none (a timeout, a refused connection). */
  last_status_code: z.nullable(z.int()),
  /** Why the last try failed without a status: timeout, connection, refused_address, disabled, secret. */
  last_error: z.nullable(z.string()),
  next_retry_at: z.nullable(z.string()),
  delivered_at: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  page: z.int(),
  page_size: z.int(),
  total: z.int(),
});
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

// ---------------------------------------------------------------- what the club's system gets

const memberRef = z.object({
  /** The portal's account id. */
  id: z.number(),
  /** The club's own member id. */
  vida_member_id: z.nullable(z.number()),
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
      amount_cents: z.int(),
      currency: z.string(),
      payment_type: z.string(),
      provider_transaction_id: z.nullable(z.string()),
      due_item_ids: z.array(z.number()),
    }),
    contract: z.object({ id: z.number(), contract_number: z.string() }),
    member: memberRef,
  }),
  'reservation.requested': z.object({
    reservation: z.object({
      id: z.nullable(z.number()),
      request_id: z.number(),
      request_number: z.nullable(z.string()),
      hotel_id: z.nullable(z.number()),
      hotel: z.string(),
      unit_type_id: z.nullable(z.number()),
      arriving_date: z.string(),
      departing_date: z.string(),
      guests: z.int(),
      is_member: z.boolean(),
      lead: z.object({ first_name: z.string(), last_name: z.string() }),
      travelers: z.int(),
      add_transportation: z.boolean(),
      flexible_dates: z.boolean(),
      flexible_destinations: z.boolean(),
      promo_code: z.nullable(z.string()),
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
      reason: z.nullable(z.string()),
      subject: z.string(),
      need_to_contact_me: z.boolean(),
    }),
    member: memberRef,
  }),
} as const satisfies Record<(typeof WEBHOOK_EVENT_TYPES)[number], core.$ZodType>;

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

import { toCents } from '@mp/contract/money/money';
import type { ProfileField } from '@mp/contract/profile/constants';
import { REVIEWED_PROFILE_FIELDS } from '@mp/contract/profile/constants';
import type { WebhookEventType } from '@mp/contract/webhooks/constants';
import type { WebhookPayload } from '@mp/contract/webhooks/schemas';
import type { Database } from '../../db/client.ts';
import type { users } from '../../db/schema/access.ts';
import { enqueueJob } from '../../platform/jobs/jobs.ts';
import { deliverWebhook } from './webhook-delivery.ts';
import {
  insertDeliveries,
  insertEvent,
  memberFacts,
  paymentFacts,
  reservationRequestFacts,
  subscribedEndpoints,
  threadFacts,
} from './webhooks-repository.ts';

/** What each emission names: the changed entity's id (the payload is read from the rows). */
export interface WebhookSources {
  'payment.completed': { orderId: number };
  'reservation.requested': { reservationId: number };
  'profile.changed': { userId: number; fields: readonly ProfileField[] };
  'thread.opened': { threadId: number };
}

type Built<T extends WebhookEventType> = {
  /** Names the change: a second emission of it adds nothing (null: every emission is new). */
  sourceKey: string | null;
  data: WebhookPayload<T>;
} | null;

const member = (row: { userId: number; vidaMemberId: number | null }) => ({
  id: row.userId,
  vida_member_id: row.vidaMemberId,
});

/** The profile's fields by their stored column (the e-mail: only once confirmed, so current). */
const profileValue: Record<ProfileField, (u: typeof users.$inferSelect) => unknown> = {
  email: (u) => u.email,
  home_phone: (u) => u.homePhone,
  mobile_phone: (u) => u.mobilePhone,
  address_line_1: (u) => u.addressLine1,
  address_line_2: (u) => u.addressLine2,
  country: (u) => u.country,
  state: (u) => u.state,
  city: (u) => u.city,
  postal_code: (u) => u.postalCode,
  language_id: (u) => u.languageId,
  all_communications: (u) => u.allCommunications,
  monthly_communications: (u) => u.monthlyCommunications,
};

const builders: {
  [T in WebhookEventType]: (db: Database, s: WebhookSources[T]) => Promise<Built<T>>;
} = {
  async 'payment.completed'(db, { orderId }) {
    const row = await paymentFacts(db, orderId);
    if (!row) return null;
    return {
      sourceKey: `order:${row.id}`,
      data: {
        order: {
          id: row.id,
          reference: row.reference,
          amount_cents: toCents(row.amount),
          currency: row.currency,
          payment_type: row.paymentType,
          provider_transaction_id: row.providerTransactionId,
          due_item_ids: row.dueItemIds,
        },
        contract: { id: row.contractId, contract_number: row.contractNumber },
        member: member(row),
      },
    };
  },
  async 'reservation.requested'(db, { reservationId }) {
    const row = await reservationRequestFacts(db, reservationId);
    if (!row) return null;
    const r = row.request;
    return {
      sourceKey: `reservation_request:${r.id}`,
      data: {
        reservation: {
          id: r.reservationId,
          request_id: r.id,
          request_number: r.requestNumber,
          hotel_id: r.hotelId,
          hotel: r.destination,
          unit_type_id: r.unitTypeId,
          arriving_date: r.arrivingDate,
          departing_date: r.departingDate,
          guests: r.guests,
          is_member: r.isMember,
          lead: { first_name: r.firstName, last_name: r.lastName },
          travelers: r.travelers.length,
          add_transportation: r.addTransportation,
          flexible_dates: r.flexibleDates,
          flexible_destinations: r.flexibleDestinations,
          promo_code: r.promoCode,
        },
        member: member(row),
      },
    };
  },
  async 'profile.changed'(db, { userId, fields }) {
    if (fields.length === 0) return null;
    const row = await memberFacts(db, userId);
    if (!row) return null;
    return {
      sourceKey: null,
      data: {
        member: { id: row.user.id, vida_member_id: row.vidaMemberId },
        changed_fields: [...fields],
        pending_review: fields.some((f) =>
          (REVIEWED_PROFILE_FIELDS as readonly string[]).includes(f),
        ),
        values: Object.fromEntries(fields.map((f) => [f, profileValue[f](row.user) ?? null])),
      },
    };
  },
  async 'thread.opened'(db, { threadId }) {
    const row = await threadFacts(db, threadId);
    if (!row) return null;
    return {
      sourceKey: `thread:${row.id}`,
      data: {
        thread: {
          id: row.id,
          reason: row.reason,
          subject: row.subject,
          need_to_contact_me: row.needToContactMe,
        },
        member: member(row),
      },
    };
  },
};

/**
 * Tells the club's system of a change, in the change's own transaction (pass `tx`): an event
 * row and, per enabled endpoint subscribed to the type, a delivery and its job, all committed
 * with the change or not at all. One statement when no endpoint wants the type. The same change
 * emitted twice (a payment's result applied twice) makes one event (its source key), and an
 * event reaches an endpoint once (one delivery per pair).
 */
export async function emitWebhook<T extends WebhookEventType>(
  tx: Database,
  type: T,
  source: WebhookSources[T],
): Promise<void> {
  const endpoints = await subscribedEndpoints(tx, type);
  if (endpoints.length === 0) return;
  const built = await builders[type](tx, source);
  if (!built) return;
  const event = await insertEvent(tx, {
    type,
    sourceKey: built.sourceKey,
    payload: built.data as Record<string, unknown>,
  });
  if (!event) return;
  const due = new Date();
  const deliveries = await insertDeliveries(
    tx,
    event.id,
    endpoints.map((e) => e.id),
    due,
  );
  for (const delivery of deliveries) {
    await enqueueJob(tx, deliverWebhook, { deliveryId: delivery.id, due: due.toISOString() });
  }
}

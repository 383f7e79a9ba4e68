import {
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ENDPOINTS,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@mp/contract/webhooks/constants';
import type {
  createWebhookEndpointBodySchema,
  updateWebhookEndpointBodySchema,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  webhookDeliveriesQuerySchema,
} from '@mp/contract/webhooks/schemas';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { enqueueJob } from '../../platform/jobs/jobs.ts';
import { deliverWebhook } from './webhook-delivery.ts';
import { encryptWebhookSecret, newWebhookSecret, secretHint } from './webhook-signing.ts';
import { endpointUrlProblem } from './webhook-url.ts';
import {
  countEndpoints,
  type DeliveryRow,
  type EndpointRow,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  resetDelivery,
  updateEndpoint,
} from './webhooks-repository.ts';

export interface Acting {
  staffId: number;
  caller: Caller;
  requestId: string;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toEndpoint(
  row: EndpointRow,
  last: { status: string | null; at: Date | null } = { status: null, at: null },
): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: WEBHOOK_EVENT_TYPES.filter((type) => row.events.includes(type)),
    enabled: row.enabled,
    secret_hint: row.secretHint,
    secret_rotated_at: row.secretRotatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    last_delivery:
      last.status && last.at
        ? { status: last.status as WebhookDeliveryStatus, at: last.at.toISOString() }
        : null,
  };
}

function toDelivery(row: NonNullable<DeliveryRow>): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType as WebhookEventType,
    occurred_at: row.occurredAt.toISOString(),
    endpoint: { id: row.endpointId, url: row.endpointUrl },
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    next_retry_at: row.status === 'pending' ? iso(row.nextRetryAt) : null,
    delivered_at: iso(row.deliveredAt),
  };
}

/** The admin's side of outgoing webhooks (issue 22): endpoints, secrets, the delivery log. */
export function createWebhooksService(ctx: Pick<AppContext, 'db' | 'config' | 'jobs'>) {
  const { db, config } = ctx;

  const checkUrl = (url: string) => {
    const problem = endpointUrlProblem(url, config.isProduction);
    if (problem) throw new AppError(400, problem, { fields: { url: [problem] } });
  };

  async function endpointOrThrow(id: number) {
    const row = await findEndpoint(db, id);
    if (!row) throw new AppError(404, 'not_found');
    return row;
  }

  return {
    async endpoints(): Promise<WebhookEndpoint[]> {
      return (await listEndpoints(db)).map((r) =>
        toEndpoint(r.endpoint, { status: r.lastStatus, at: r.lastAt }),
      );
    },

    async create(
      body: z.output<typeof createWebhookEndpointBodySchema>,
      acting: Acting,
    ): Promise<WebhookEndpointWithSecret> {
      checkUrl(body.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        if ((await countEndpoints(tx)) >= WEBHOOK_MAX_ENDPOINTS) {
          throw new AppError(409, 'webhook_endpoint_limit');
        }
        const created = await insertEndpoint(tx, {
          url: body.url,
          description: body.description,
          events: body.events,
          enabled: body.enabled,
          secret: encryptWebhookSecret(config.secret, secret),
          secretHint: secretHint(secret),
          createdByStaffId: acting.staffId,
        });
        // The address's host only: a path may carry the club's own token.
        await audit(tx, 'webhook_endpoint_created', {
          caller: acting.caller,
          requestId: acting.requestId,
          detail: { endpoint: created.id, host: new URL(created.url).host, events: body.events },
        });
        return created;
      });
      return { endpoint: toEndpoint(row), secret };
    },

    async update(
      id: number,
      body: z.output<typeof updateWebhookEndpointBodySchema>,
      acting: Acting,
    ): Promise<WebhookEndpoint> {
      await endpointOrThrow(id);
      if (body.url !== undefined) checkUrl(body.url);
      const changed = Object.keys(body).filter((k) => body[k as keyof typeof body] !== undefined);
      const row = await db.transaction(async (tx) => {
        const updated = await updateEndpoint(tx, id, {
          ...(body.url !== undefined && { url: body.url }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.events !== undefined && { events: body.events }),
          ...(body.enabled !== undefined && { enabled: body.enabled }),
        });
        if (!updated) throw new AppError(404, 'not_found');
        await audit(tx, 'webhook_endpoint_updated', {
          caller: acting.caller,
          requestId: acting.requestId,
          detail: {
            endpoint: id,
            fields: changed,
            ...(body.enabled !== undefined && { enabled: body.enabled }),
          },
        });
        return updated;
      });
      return toEndpoint(row);
    },

    async rotateSecret(id: number, acting: Acting): Promise<WebhookEndpointWithSecret> {
      await endpointOrThrow(id);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        const updated = await updateEndpoint(tx, id, {
          secret: encryptWebhookSecret(config.secret, secret),
          secretHint: secretHint(secret),
          secretRotatedAt: new Date(),
        });
        if (!updated) throw new AppError(404, 'not_found');
        await audit(tx, 'webhook_secret_rotated', {
          caller: acting.caller,
          requestId: acting.requestId,
          detail: { endpoint: id },
        });
        return updated;
      });
      return { endpoint: toEndpoint(row), secret };
    },

    async deliveries(
      query: z.output<typeof webhookDeliveriesQuerySchema>,
    ): Promise<WebhookDeliveryPage> {
      const { rows, total } = await listDeliveries(
        db,
        { status: query.status, endpoint: query.endpoint },
        {
          limit: WEBHOOK_DELIVERY_PAGE_SIZE,
          offset: (query.page - 1) * WEBHOOK_DELIVERY_PAGE_SIZE,
        },
      );
      return {
        items: rows.map(toDelivery),
        page: query.page,
        page_size: WEBHOOK_DELIVERY_PAGE_SIZE,
        total,
      };
    },

    /** Sends one delivery again now, with a fresh set of tries (the same event id). */
    async resend(id: number, acting: Acting): Promise<WebhookDelivery> {
      const row = await findDelivery(db, id);
      if (!row) throw new AppError(404, 'not_found');
      if (!row.endpointEnabled) throw new AppError(409, 'webhook_resend_endpoint_disabled');
      const due = new Date();
      await db.transaction(async (tx) => {
        await resetDelivery(tx, id, due);
        await enqueueJob(tx, deliverWebhook, { deliveryId: id, due: due.toISOString() });
        await audit(tx, 'webhook_delivery_resent', {
          caller: acting.caller,
          requestId: acting.requestId,
          detail: { delivery: id, endpoint: row.endpointId, event_type: row.eventType },
        });
      });
      ctx.jobs.kick();
      const after = await findDelivery(db, id);
      if (!after) throw new AppError(404, 'not_found');
      return toDelivery(after);
    },
  };
}

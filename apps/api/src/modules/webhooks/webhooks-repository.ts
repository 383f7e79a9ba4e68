import type { WebhookDeliveryStatus } from '@mp/contract/webhooks/constants';
import { and, asc, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/access.ts';
import { contracts, messageThreads, orders, reservationRequests } from '../../db/schema/club.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../db/schema/webhooks.ts';

/** The webhooks area's queries; each takes the database or a transaction. */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

// ---------------------------------------------------------------- endpoints

/** The endpoints with their last delivery's outcome, oldest first. */
export async function listEndpoints(db: Database) {
  const last = db
    .select({
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      at: webhookDeliveries.updatedAt,
      rank: sql<number>`row_number() over (partition by ${webhookDeliveries.endpointId} order by ${webhookDeliveries.updatedAt} desc, ${webhookDeliveries.id} desc)`.as(
        'rank',
      ),
    })
    .from(webhookDeliveries)
    .as('last');
  return db
    .select({
      endpoint: webhookEndpoints,
      lastStatus: last.status,
      lastAt: last.at,
    })
    .from(webhookEndpoints)
    .leftJoin(last, and(eq(last.endpointId, webhookEndpoints.id), eq(last.rank, 1)))
    .orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Database, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ?? null;
}

export async function countEndpoints(db: Database) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(webhookEndpoints);
  return row?.n ?? 0;
}

export async function insertEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('endpoint not inserted');
  return row;
}

export async function updateEndpoint(
  db: Database,
  id: number,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row ?? null;
}

/** The enabled endpoints that receive this type of event. */
export async function subscribedEndpoints(db: Database, type: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
}

// ---------------------------------------------------------------- events and deliveries

/** The event, or null when this change (type + source key) was already emitted. */
export async function insertEvent(
  db: Database,
  values: { type: string; sourceKey: string | null; payload: Record<string, unknown> },
) {
  const [row] = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return row ?? null;
}

/** One delivery per endpoint; a pair that exists already is left alone (not returned). */
export async function insertDeliveries(
  db: Database,
  eventId: number,
  endpointIds: readonly number[],
  due: Date,
) {
  if (endpointIds.length === 0) return [];
  return db
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => ({ eventId, endpointId, nextRetryAt: due })))
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  nextRetryAt: webhookDeliveries.nextRetryAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  claimedUntil: webhookDeliveries.claimedUntil,
  eventId: webhookEvents.eventId,
  eventType: webhookEvents.type,
  occurredAt: webhookEvents.occurredAt,
  endpointId: webhookEndpoints.id,
  endpointUrl: webhookEndpoints.url,
  endpointEnabled: webhookEndpoints.enabled,
};
export type DeliveryRow = Awaited<ReturnType<typeof findDelivery>> & {};

export async function findDelivery(db: Database, id: number) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row ?? null;
}

/** The log's page, newest first, with the total of the filter. */
export async function listDeliveries(
  db: Database,
  filter: { status?: WebhookDeliveryStatus | undefined; endpoint?: number | undefined },
  page: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(webhookDeliveries.status, filter.status));
  if (filter.endpoint) conditions.push(eq(webhookDeliveries.endpointId, filter.endpoint));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(webhookDeliveries)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Takes a delivery for one try: only when it is waiting for exactly this try (`due`, the time
 * the try was planned for, so a stale job of an older plan finds nothing) and no other try holds
 * it. Counts the attempt. Null when there is nothing to do.
 */
export async function claimDelivery(db: Database, id: number, due: Date, holdSeconds: number) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      claimedUntil: sql`now() + make_interval(secs => ${holdSeconds})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.nextRetryAt, due),
        or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, sql`now()`)),
      ),
    )
    .returning({
      id: webhookDeliveries.id,
      attempts: webhookDeliveries.attempts,
      eventId: webhookDeliveries.eventId,
      endpointId: webhookDeliveries.endpointId,
    });
  return row ?? null;
}

/** What one try sends: the event and the endpoint's address and secret. */
export async function deliveryWork(db: Database, eventId: number, endpointId: number) {
  const [row] = await db
    .select({
      eventId: webhookEvents.eventId,
      type: webhookEvents.type,
      payload: webhookEvents.payload,
      occurredAt: webhookEvents.occurredAt,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      enabled: webhookEndpoints.enabled,
    })
    .from(webhookEvents)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, endpointId))
    .where(eq(webhookEvents.id, eventId));
  return row ?? null;
}

/** A try's outcome, applied only if the delivery still waits on that try (not resent since). */
export async function recordTry(
  db: Database,
  id: number,
  due: Date,
  values: {
    status: WebhookDeliveryStatus;
    lastStatusCode: number | null;
    lastError: string | null;
    nextRetryAt: Date | null;
    deliveredAt: Date | null;
  },
) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ ...values, claimedUntil: null, updatedAt: new Date() })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.nextRetryAt, due),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return row !== undefined;
}

/** A resend: a fresh set of tries, the first due now. */
export async function resetDelivery(db: Database, id: number, due: Date) {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      attempts: 0,
      nextRetryAt: due,
      claimedUntil: null,
      deliveredAt: null,
      updatedAt: new Date(),
    })
    .where(eq(webhookDeliveries.id, id));
}

// ---------------------------------------------------------------- what the events say

const vidaMemberId = sql<
  number | null
>`case when ${users.memberConfirmedAt} is not null then ${users.vidaMemberId} end`.mapWith(
  (v: unknown) => (v === null ? null : Number(v)),
);

export async function paymentFacts(db: Database, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      amount: orders.amount,
      currency: orders.currency,
      paymentType: orders.paymentType,
      providerTransactionId: orders.providerTransactionId,
      dueItemIds: orders.dueItemIds,
      contractId: contracts.id,
      contractNumber: contracts.contractNumber,
      userId: users.id,
      vidaMemberId,
    })
    .from(orders)
    .innerJoin(contracts, eq(contracts.id, orders.contractId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function reservationRequestFacts(db: Database, reservationId: number) {
  const [row] = await db
    .select({
      request: reservationRequests,
      userId: users.id,
      vidaMemberId,
    })
    .from(reservationRequests)
    .innerJoin(users, eq(users.id, reservationRequests.userId))
    .where(eq(reservationRequests.reservationId, reservationId))
    .orderBy(desc(reservationRequests.id))
    .limit(1);
  return row ?? null;
}

export async function memberFacts(db: Database, userId: number) {
  const [row] = await db
    .select({ user: users, vidaMemberId })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function threadFacts(db: Database, threadId: number) {
  const [row] = await db
    .select({
      id: messageThreads.id,
      reason: messageThreads.reason,
      subject: messageThreads.subject,
      needToContactMe: messageThreads.needToContactMe,
      userId: users.id,
      vidaMemberId,
    })
    .from(messageThreads)
    .innerJoin(users, eq(users.id, messageThreads.userId))
    .where(eq(messageThreads.id, threadId));
  return row ?? null;
}

import { Writable } from 'node:stream';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_ENDPOINTS,
} from '@mp/contract/webhooks/constants';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertCard, insertPayableContract } from '../../src/db/factories/payments.ts';
import { auditLog } from '../../src/db/schema/access.ts';
import { messageThreads } from '../../src/db/schema/club.ts';
import {
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../src/db/schema/webhooks.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { runDelivery } from '../../src/modules/webhooks/webhook-delivery.ts';
import { emitWebhook } from '../../src/modules/webhooks/webhook-emit.ts';
import { memberRequest } from '../desk/support.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
  tokenFor,
} from '../harness.ts';
import { startReceiver, verifySignature } from './receiver.ts';

let t: TestApp;
let admin: StaffCredentials;
let log = '';
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await createTestApp({ RATE_LIMIT_SCALE: '50' }, { logStream });
  await seedReferenceContent(t.database.db);
  admin = await createStaffSession(t, 'admin');
});
afterAll(() => t.close());

/** Each test starts with no endpoint and a fresh receiver. */
afterEach(async () => {
  await t.drainJobs({ includeDelayed: true });
  await t.database.db.delete(webhookEndpoints);
  await t.database.db.delete(webhookEvents);
  await receiver?.close();
});

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, staff = admin) =>
  t.request({
    method,
    url,
    staff,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

async function addEndpoint(
  events: string[] = [
    'payment.completed',
    'reservation.requested',
    'profile.changed',
    'thread.opened',
  ],
  answers: number[] = [200],
) {
  receiver = await startReceiver(answers);
  const response = await api('POST', '/api/staff/webhooks/endpoints', {
    url: receiver.url,
    description: 'Club system (test)',
    events,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { endpoint: { id: number; secret_hint: string }; secret: string };
}

async function signedInMember() {
  const user = await createMember(t);
  return { user, token: (await tokenFor(t, user.email)).access_token };
}

/** A member's contact message: a new support thread (thread.opened). */
async function openThread(token: string, userId: number) {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/messages',
    token,
    payload: {
      reason: 'Reservations',
      from: 'grace@example.com',
      from_name: 'Grace Walker',
      phone: '+52 998 123 4567',
      message: 'Can I add a night to my stay in March?',
      message_type: 'support',
      need_to_contact_me: true,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [thread] = await t.database.db
    .select()
    .from(messageThreads)
    .where(eq(messageThreads.userId, userId))
    .orderBy(desc(messageThreads.id));
  return thread;
}

const deliveries = async (query = '') =>
  (await api('GET', `/api/staff/webhooks/deliveries${query}`)).json().data as {
    items: {
      id: number;
      event_id: string;
      event_type: string;
      status: string;
      attempts: number;
      last_status_code: number | null;
      last_error: string | null;
      next_retry_at: string | null;
      delivered_at: string | null;
      endpoint: { id: number; url: string };
    }[];
    total: number;
  };

describe('endpoints', () => {
  it('adds an endpoint with its secret shown once, lists it with a hint only, audits it', async () => {
    const { endpoint, secret } = await addEndpoint(['thread.opened', 'payment.completed']);
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(endpoint).toMatchObject({
      url: receiver.url,
      events: ['payment.completed', 'thread.opened'],
      enabled: true,
      secret_hint: secret.slice(-4),
      last_delivery: null,
    });
    const list = await api('GET', '/api/staff/webhooks/endpoints');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect(list.json().data).toHaveLength(1);
    const [stored] = await t.database.db.select().from(webhookEndpoints);
    expect(stored?.secret).not.toContain(secret.slice(6));
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'webhook_endpoint_created'));
    expect(row).toMatchObject({ actor: 'staff', staffId: admin.staffId });
    expect(JSON.stringify(row?.detail)).not.toContain(secret);
  });

  it('changes events, disables and enables; rotates the secret (the old one no longer signs)', async () => {
    const { endpoint, secret } = await addEndpoint();
    const url = `/api/staff/webhooks/endpoints/${endpoint.id}`;
    const changed = await api('PATCH', url, { events: ['thread.opened'], enabled: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ events: ['thread.opened'], enabled: false });

    // Disabled: a new thread sends nothing.
    const member = await signedInMember();
    await openThread(member.token, member.user.id);
    await t.drainJobs({ includeDelayed: true });
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries()).total).toBe(0);

    expect((await api('PATCH', url, { enabled: true })).json().data.enabled).toBe(true);
    const rotated = await api('POST', `${url}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data.secret as string;
    expect(fresh).not.toBe(secret);
    expect(rotated.json().data.endpoint.secret_hint).toBe(fresh.slice(-4));

    await openThread(member.token, member.user.id);
    await t.drainJobs();
    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    if (!post) throw new Error('no POST');
    expect(verifySignature(fresh, post)).toBe(true);
    expect(verifySignature(secret, post)).toBe(false);
  });

  it('refuses a bad address, no events, and more than the limit; unknown ids answer 404', async () => {
    const post = (payload: unknown) => api('POST', '/api/staff/webhooks/endpoints', payload);
    for (const url of [
      'ftp://club.example.com/x',
      'not a url',
      'https://user:pw@club.example.com/',
    ]) {
      const response = await post({ url, events: ['thread.opened'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors.url).toBeDefined();
    }
    const none = await post({ url: 'https://club.example.com/hooks', events: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.events).toBeDefined();
    const unknown = await post({
      url: 'https://club.example.com/hooks',
      events: ['order.shipped'],
    });
    expect(unknown.statusCode).toBe(400);

    for (const [method, url] of [
      ['PATCH', '/api/staff/webhooks/endpoints/987654'],
      ['POST', '/api/staff/webhooks/endpoints/987654/rotate-secret'],
      ['POST', '/api/staff/webhooks/deliveries/987654/resend'],
    ] as const) {
      const response = await api(method, url, method === 'PATCH' ? { enabled: false } : undefined);
      expect(response.statusCode, url).toBe(404);
    }

    for (let i = 0; i < WEBHOOK_MAX_ENDPOINTS; i++) {
      expect(
        (await post({ url: `https://club.example.com/${i}`, events: ['thread.opened'] }))
          .statusCode,
      ).toBe(201);
    }
    const over = await post({ url: 'https://club.example.com/over', events: ['thread.opened'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().key).toBe('webhook_endpoint_limit');
  });

  it('is the admin’s: a supervisor and an agent get 403 on every webhooks call', async () => {
    const { endpoint } = await addEndpoint();
    for (const role of ['agent', 'supervisor'] as const) {
      const staff = await createStaffSession(t, role);
      for (const [method, url] of [
        ['GET', '/api/staff/webhooks/endpoints'],
        ['POST', '/api/staff/webhooks/endpoints'],
        ['PATCH', `/api/staff/webhooks/endpoints/${endpoint.id}`],
        ['POST', `/api/staff/webhooks/endpoints/${endpoint.id}/rotate-secret`],
        ['GET', '/api/staff/webhooks/deliveries'],
        ['POST', '/api/staff/webhooks/deliveries/1/resend'],
      ] as const) {
        const response = await api(method, url, method === 'GET' ? undefined : {}, staff);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('delivery', () => {
  it('signs each POST so the receiver can verify it; the log shows it delivered', async () => {
    const { endpoint, secret } = await addEndpoint();
    const member = await signedInMember();
    const thread = await openThread(member.token, member.user.id);
    const result = await t.drainJobs();
    expect(result.failed).toBe(0);

    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    if (!post) throw new Error('no POST');
    expect(verifySignature(secret, post)).toBe(true);
    // A body changed on the way fails.
    expect(verifySignature(secret, { ...post, body: post.body.replace('}', ' }') })).toBe(false);
    const body = JSON.parse(post.body);
    expect(post.headers['content-type']).toBe('application/json');
    expect(post.headers[WEBHOOK_HEADERS.eventId]).toBe(body.id);
    expect(post.headers[WEBHOOK_HEADERS.eventType]).toBe('thread.opened');
    expect(post.headers[WEBHOOK_HEADERS.signature]).toMatch(
      new RegExp(`^t=${post.headers[WEBHOOK_HEADERS.timestamp]},v1=[0-9a-f]{64}$`),
    );
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'thread.opened',
      occurred_at: expect.any(String),
      data: {
        thread: {
          id: thread?.id,
          reason: 'Reservations',
          subject: 'Reservations',
          need_to_contact_me: true,
        },
        member: { id: member.user.id, vida_member_id: member.user.vidaMemberId },
      },
    });

    const log_ = await deliveries();
    expect(log_.items[0]).toMatchObject({
      event_id: body.id,
      event_type: 'thread.opened',
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
      next_retry_at: null,
      delivered_at: expect.any(String),
      endpoint: { id: endpoint.id, url: receiver.url },
    });
    const listed = (await api('GET', '/api/staff/webhooks/endpoints')).json().data[0];
    expect(listed.last_delivery).toMatchObject({ status: 'delivered' });
  });

  it('retries after a 500 with backoff through the queue, then delivers', async () => {
    const { secret } = await addEndpoint(['thread.opened'], [500, 200]);
    const member = await signedInMember();
    await openThread(member.token, member.user.id);
    const before = Date.now();
    await t.drainJobs();
    let [item] = (await deliveries()).items;
    expect(item).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    const wait = new Date(item?.next_retry_at ?? 0).getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(59_000);
    expect(wait).toBeLessThan(70_000);
    // Not due yet: nothing runs.
    await t.drainJobs();
    expect(receiver.received).toHaveLength(1);

    await t.drainJobs({ includeDelayed: true });
    [item] = (await deliveries()).items;
    expect(item).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 200 });
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(first?.headers[WEBHOOK_HEADERS.eventId]).toBe(second?.headers[WEBHOOK_HEADERS.eventId]);
    expect(second && verifySignature(secret, second)).toBe(true);
  });

  it(`gives up after ${WEBHOOK_MAX_ATTEMPTS} attempts, visible in the log; resend tries again`, async () => {
    await addEndpoint(['thread.opened'], [503]);
    const member = await signedInMember();
    await openThread(member.token, member.user.id);
    await t.drainJobs({ includeDelayed: true });
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const failed = await deliveries('?status=failed');
    expect(failed.total).toBe(1);
    expect(failed.items[0]).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      last_status_code: 503,
      last_error: 'http',
      next_retry_at: null,
      delivered_at: null,
    });
    expect((await deliveries('?status=delivered')).total).toBe(0);

    receiver.answer([204]);
    const id = failed.items[0]?.id;
    const resent = await api('POST', `/api/staff/webhooks/deliveries/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({ status: 'pending', attempts: 0 });
    await t.drainJobs();
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS + 1);
    expect((await deliveries()).items[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_status_code: 204,
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'webhook_delivery_resent'));
    expect(audited).toHaveLength(1);
  });

  it('records a refused connection as a failed try; a disabled endpoint is not resent (409)', async () => {
    const { endpoint } = await addEndpoint(['thread.opened']);
    await receiver.close();
    const member = await signedInMember();
    await openThread(member.token, member.user.id);
    await t.drainJobs();
    const [item] = (await deliveries()).items;
    expect(item).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: null,
      last_error: 'connection',
    });
    await api('PATCH', `/api/staff/webhooks/endpoints/${endpoint.id}`, { enabled: false });
    const refused = await api('POST', `/api/staff/webhooks/deliveries/${item?.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('webhook_resend_endpoint_disabled');
    // Its planned retry finds the endpoint disabled and stops there.
    await t.drainJobs({ includeDelayed: true });
    expect((await deliveries()).items[0]).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: 'disabled',
    });
    receiver = await startReceiver();
  });

  it('sends one event once per endpoint: emitted twice, or its job run twice', async () => {
    await addEndpoint(['thread.opened']);
    const second = await startReceiver();
    const other = await api('POST', '/api/staff/webhooks/endpoints', {
      url: second.url,
      events: ['thread.opened'],
    });
    expect(other.statusCode).toBe(201);
    const member = await signedInMember();
    const thread = await openThread(member.token, member.user.id);
    if (!thread) throw new Error('no thread');
    // The same change emitted again (a retried transaction, a second code path): nothing new.
    await t.database.db.transaction((tx) =>
      emitWebhook(tx, 'thread.opened', { threadId: thread.id }),
    );
    expect(await t.database.db.select().from(webhookEvents)).toHaveLength(1);
    const rows = await t.database.db.select().from(webhookDeliveries);
    expect(rows).toHaveLength(2);

    // A job run twice, and twice at once: one POST per endpoint.
    const ctx = { db: t.database.db, config: t.config };
    const [row] = rows;
    if (!row?.nextRetryAt) throw new Error('no delivery');
    const data = { deliveryId: row.id, due: row.nextRetryAt.toISOString() };
    await Promise.all([runDelivery(data, ctx), runDelivery(data, ctx)]);
    await runDelivery(data, ctx);
    await t.drainJobs({ includeDelayed: true });
    expect(receiver.received.length + second.received.length).toBe(2);
    expect(receiver.received).toHaveLength(1);
    expect(second.received).toHaveLength(1);
    expect(receiver.received[0]?.headers[WEBHOOK_HEADERS.eventId]).toBe(
      second.received[0]?.headers[WEBHOOK_HEADERS.eventId],
    );
    const log_ = await deliveries();
    expect(log_.items.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    await second.close();
  });

  it('gives a delivery up at once when its secret cannot be read (APP_SECRET changed)', async () => {
    const { endpoint } = await addEndpoint(['thread.opened']);
    await t.database.db
      .update(webhookEndpoints)
      .set({ secret: 'v1.AAAA.AAAA.AAAA' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const member = await signedInMember();
    await openThread(member.token, member.user.id);
    await t.drainJobs({ includeDelayed: true });
    expect(receiver.received).toHaveLength(0);
    expect((await deliveries()).items[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'secret',
    });
  });

  it('sends only the types an endpoint chose', async () => {
    await addEndpoint(['payment.completed']);
    const member = await signedInMember();
    await openThread(member.token, member.user.id);
    await t.drainJobs({ includeDelayed: true });
    expect(receiver.received).toHaveLength(0);
    expect(await t.database.db.select().from(webhookEvents)).toHaveLength(0);
  });

  it('never writes the secret or the payload into the log', async () => {
    const { secret } = await addEndpoint();
    const member = await signedInMember();
    await openThread(member.token, member.user.id);
    await t.drainJobs();
    expect(receiver.received).toHaveLength(1);
    expect(log).not.toContain(secret);
    expect(log).not.toContain('grace@example.com');
    expect(log).not.toContain(receiver.received[0]?.headers[WEBHOOK_HEADERS.signature]);
  });
});

describe('the four events, from the members’ own calls', () => {
  const bodies = () => receiver.received.map((r) => JSON.parse(r.body));

  it('payment.completed: a payment with a saved card', async () => {
    const { secret } = await addEndpoint(['payment.completed']);
    const member = await signedInMember();
    const db = t.database.db;
    const { contract, monthly } = await insertPayableContract(db, { userId: member.user.id });
    const card = await insertCard(db, {
      userId: member.user.id,
      testCard: '4111111111111111',
      isDefault: true,
    });
    const paid = await t.request({
      method: 'POST',
      url: '/api/v1/payment',
      token: member.token,
      payload: {
        order_amount: 1025,
        contract_id: contract.id,
        card_id: card.id,
        cvv: '123',
        paymentTypeIds: [monthly[0]?.id, monthly[1]?.id],
        paymentType: 'monthly',
        monthlyType: 'monthly',
        multiplePayment: false,
        device_fingerprint_id: 'abc-123',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const order = paid.json().data.data;
    await t.drainJobs();
    expect(receiver.received).toHaveLength(1);
    expect(verifySignature(secret, receiver.received[0] as never)).toBe(true);
    const [body] = bodies();
    expect(body.type).toBe('payment.completed');
    expect(body.data).toEqual({
      order: {
        id: order.id,
        reference: expect.any(String),
        amount_cents: 102_500,
        currency: 'USD',
        payment_type: 'monthly',
        provider_transaction_id: expect.any(String),
        due_item_ids: expect.arrayContaining([monthly[0]?.id, monthly[1]?.id]),
      },
      contract: { id: contract.id, contract_number: contract.contractNumber },
      member: { id: member.user.id, vida_member_id: member.user.vidaMemberId },
    });
    // No card data: the event is these four fields and `data` exactly the object above. (A search
    // of the text for the card's digits also matched the provider's random transaction id.)
    expect(Object.keys(body).sort()).toEqual(['data', 'id', 'occurred_at', 'type']);
    expect(receiver.received[0]?.body).not.toMatch(/card|cvv|4111111111111111/i);
  });

  it('reservation.requested: a reservation request', async () => {
    await addEndpoint(['reservation.requested']);
    const member = await signedInMember();
    const request = await memberRequest(t, member.token);
    await t.drainJobs();
    const [body] = bodies();
    expect(body.type).toBe('reservation.requested');
    expect(body.data.member).toEqual({
      id: member.user.id,
      vida_member_id: member.user.vidaMemberId,
    });
    expect(body.data.reservation).toMatchObject({
      id: request.reservation_id,
      request_number: request.reservation_number,
      guests: 2,
      is_member: true,
      travelers: 1,
      promo_code: 'SUMMER-26',
      lead: { first_name: member.user.firstName, last_name: member.user.lastName },
    });
  });

  it('profile.changed: a profile update, and a language switch', async () => {
    await addEndpoint(['profile.changed']);
    const member = await signedInMember();
    const updated = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token: member.token,
      payload: { mobile_phone: '+52 999 765 4321', monthly_communications: false },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await t.drainJobs();
    const [body] = bodies();
    expect(body.type).toBe('profile.changed');
    expect(body.data).toEqual({
      member: { id: member.user.id, vida_member_id: member.user.vidaMemberId },
      changed_fields: ['mobile_phone', 'monthly_communications'],
      pending_review: true,
      values: { mobile_phone: '+52 999 765 4321', monthly_communications: false },
    });
    // A language switch alone is a change too; the e-mail waits for its confirmation.
    const language = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token: member.token,
      payload: { language_id: 'es' },
    });
    expect(language.statusCode).toBe(200);
    await t.drainJobs();
    expect(bodies()[1]?.data).toMatchObject({
      changed_fields: ['language_id'],
      pending_review: false,
      values: { language_id: 'es' },
    });
  });

  it('thread.opened: a contact message (see delivery above for its body)', async () => {
    await addEndpoint(['thread.opened']);
    const member = await signedInMember();
    await openThread(member.token, member.user.id);
    await t.drainJobs();
    expect(bodies().map((b) => b.type)).toEqual(['thread.opened']);
  });
});

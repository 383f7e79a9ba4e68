import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertThread } from '../../src/db/factories/messages.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A signed-in member with three threads: an unread alert, a read support conversation, and
 * a support thread whose newest club answer is unread. */
async function memberWithThreads() {
  const member = await createMember(t, { firstName: 'Grace', lastName: 'Walker' });
  const { access_token: token } = await tokenFor(t, member.email);
  const db = t.database.db;
  const alert = await insertThread(db, {
    userId: member.id,
    messageType: 'alert',
    subject: 'Installments past due',
    updatedAt: new Date(Date.now() - 3 * 86_400_000),
    entries: [
      {
        message: '<p>Dear Grace,</p><script>alert(1)</script><p>please <strong>pay</strong></p>',
        createdAt: new Date(Date.now() - 3 * 86_400_000),
      },
    ],
  });
  const read = await insertThread(db, {
    userId: member.id,
    subject: 'Late check-out',
    reason: 'Reservations',
    readAt: new Date(),
    updatedAt: new Date(Date.now() - 5 * 86_400_000),
    entries: [
      { author: 'member', message: 'Can I check out at 2 pm?', readAt: new Date() },
      { message: '<p>Yes, it is arranged.</p>', readAt: new Date() },
    ],
  });
  const answered = await insertThread(db, {
    userId: member.id,
    subject: 'Airport transfer',
    reason: 'Reservations',
    readAt: new Date(Date.now() - 86_400_000),
    updatedAt: new Date(Date.now() - 60_000),
    entries: [
      { author: 'member', message: 'Do you offer a transfer?', readAt: new Date() },
      { message: '<p>We do, for 45 USD each way.</p>' },
    ],
  });
  return { member, token, alert, read, answered };
}

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  token: string | undefined,
  extra: { payload?: unknown; json?: boolean; lang?: 'en' | 'es' } = {},
) =>
  t.request({
    method,
    url,
    token,
    lang: extra.lang,
    ...(extra.payload !== undefined && { payload: extra.payload as Record<string, unknown> }),
    // The spec's client sends a JSON content type on every request, body or not.
    ...(extra.json && { headers: { 'content-type': 'application/json' } }),
  });

async function unreadBadge(token: string) {
  return (await call('GET', '/api/v1/profile', token)).json().data.unread_messages as number;
}

describe('GET /api/v1/messages', () => {
  it("lists the member's threads newest first, with the newest message, counts and unread ids", async () => {
    const { token, alert, read, answered } = await memberWithThreads();
    const other = await memberWithThreads();
    const response = await call('GET', '/api/v1/messages', token);
    expect(response.statusCode).toBe(200);
    const list = response.json().data.data;
    expect(list.map((m: { id: number }) => m.id)).toEqual([
      answered.thread.id,
      alert.thread.id,
      read.thread.id,
    ]);
    expect(list.map((m: { id: number }) => m.id)).not.toContain(other.alert.thread.id);
    expect(list[0]).toMatchObject({
      subject: 'Airport transfer',
      reason: 'Reservations',
      message: '<p>We do, for 45 USD each way.</p>',
      from_name: 'Member Care',
      nr_of_messages: 2,
      unread_messages: [answered.entries[1]?.id],
      message_type: 'support',
      author: 'club',
      replied: false,
    });
    expect(list[0].read_at).not.toBeNull();
    // Club HTML leaves through the allow-list: the script is gone, the emphasis stays.
    expect(list[1].message).toBe('<p>Dear Grace,</p><p>please <strong>pay</strong></p>');
    expect(list[1].read_at).toBeNull();
    expect(list[2].unread_messages).toEqual([]);
    expect(await unreadBadge(token)).toBe(2);
  });

  it('answers an empty list to a member without messages, and 401 without a session', async () => {
    const member = await createMember(t);
    const { access_token } = await tokenFor(t, member.email);
    const response = await call('GET', '/api/v1/messages', access_token);
    expect(response.json()).toEqual({ data: { data: [] } });
    expect((await call('GET', '/api/v1/messages', undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/messages/{message}', () => {
  it('answers the thread with its conversation oldest first', async () => {
    const { token, answered } = await memberWithThreads();
    const response = await call('GET', `/api/v1/messages/${answered.thread.id}`, token);
    expect(response.statusCode).toBe(200);
    const thread = response.json().data;
    expect(thread.conversations).toMatchObject([
      { author: 'member', message: 'Do you offer a transfer?', from_name: 'Test Rivera' },
      { author: 'club', message: '<p>We do, for 45 USD each way.</p>', read_at: null },
    ]);
    expect(thread.nr_of_messages).toBe(2);
  });

  it("answers 404 for another member's thread and an unknown one, 400 for an id that is not one", async () => {
    const { token } = await memberWithThreads();
    const other = await memberWithThreads();
    expect((await call('GET', `/api/v1/messages/${other.alert.thread.id}`, token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/v1/messages/999999999', token)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/messages/abc', token)).statusCode).toBe(400);
    expect(
      (await call('GET', `/api/v1/messages/${other.alert.thread.id}`, undefined)).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/v1/messages/{message}/mark-as-read', () => {
  it.each([
    ['without a content type', false],
    ['with a JSON content type and no body', true],
  ])('marks the thread and its messages read %s', async (_, json) => {
    const { token, answered } = await memberWithThreads();
    const url = `/api/v1/messages/${answered.thread.id}/mark-as-read`;
    const response = await call('PATCH', url, token, { json });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const thread = (await call('GET', `/api/v1/messages/${answered.thread.id}`, token)).json().data;
    expect(thread.unread_messages).toEqual([]);
    expect(thread.conversations[1].read_at).not.toBeNull();
    expect(await unreadBadge(token)).toBe(1);
  });

  it("answers 404 for another member's thread and leaves it unread", async () => {
    const { token } = await memberWithThreads();
    const other = await memberWithThreads();
    const url = `/api/v1/messages/${other.alert.thread.id}/mark-as-read`;
    expect((await call('PATCH', url, token, { json: true })).statusCode).toBe(404);
    expect(await unreadBadge(other.token)).toBe(2);
    expect((await call('PATCH', url, undefined)).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/messages/mark-all-messages-read', () => {
  it.each([
    ['without a content type', false],
    ['with a JSON content type and no body', true],
  ])('marks every thread read and answers the updated list %s', async (_, json) => {
    const { token } = await memberWithThreads();
    const other = await memberWithThreads();
    const response = await call('PATCH', '/api/v1/messages/mark-all-messages-read', token, {
      json,
    });
    expect(response.statusCode).toBe(200);
    const list = response.json().data.data;
    expect(list).toHaveLength(3);
    for (const thread of list) {
      expect(thread.unread_messages).toEqual([]);
      expect(thread.read_at).not.toBeNull();
    }
    expect(await unreadBadge(token)).toBe(0);
    // Only the caller's threads.
    expect(await unreadBadge(other.token)).toBe(2);
  });

  it('needs a session', async () => {
    const response = await call('PATCH', '/api/v1/messages/mark-all-messages-read', undefined);
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/messages/{message} (reply)', () => {
  const reply = (id: number, message: string, extra: Record<string, unknown> = {}) => ({
    id,
    message,
    from: 'grace@example.com',
    from_name: 'Someone Else',
    message_type: 'alert',
    ...extra,
  });

  it('adds the reply as the member, in order, and moves the thread to the top', async () => {
    const { token, read, answered } = await memberWithThreads();
    const response = await call('POST', `/api/v1/messages/${read.thread.id}`, token, {
      payload: reply(read.thread.id, '  Thank you, see you in March.  '),
      lang: 'es',
    });
    expect(response.statusCode).toBe(201);
    const thread = response.json().data.data;
    expect(thread).toMatchObject({ id: read.thread.id, replied: true, nr_of_messages: 3 });
    // Signed by the member whatever from_name said, addressed to the desk in their language,
    // on the thread's own type.
    expect(thread.message_type).toBe('support');
    expect(thread.conversations.at(-1)).toMatchObject({
      author: 'member',
      message: 'Thank you, see you in March.',
      from_name: 'Grace Walker',
      to_name: 'Atención a Socios',
    });
    const list = (await call('GET', '/api/v1/messages', token)).json().data.data;
    expect(list[0].id).toBe(read.thread.id);
    expect(list[1].id).toBe(answered.thread.id);
  });

  it('keeps a reply that looks like HTML as the text the member wrote', async () => {
    const { token, read } = await memberWithThreads();
    const text = 'Is <b>2 pm</b> ok? 5 > 4';
    const response = await call('POST', `/api/v1/messages/${read.thread.id}`, token, {
      payload: reply(read.thread.id, text),
    });
    expect(response.json().data.data.conversations.at(-1).message).toBe(text);
    // The list says whose text its preview is: the member's is not HTML (issue 20 #14).
    const [latest] = (await call('GET', '/api/v1/messages', token)).json().data.data;
    expect(latest).toMatchObject({ id: read.thread.id, message: text, author: 'member' });
  });

  it('refuses alert and marketing threads with 403', async () => {
    const { token, alert } = await memberWithThreads();
    const response = await call('POST', `/api/v1/messages/${alert.thread.id}`, token, {
      payload: reply(alert.thread.id, 'Paid already'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      key: 'reply_not_offered',
      message: 'Alerts and marketing messages take no reply. Write to us from Contact us.',
    });
  });

  it('needs a message within the bounds, on its field, and the id of the path', async () => {
    const { token, read } = await memberWithThreads();
    const url = `/api/v1/messages/${read.thread.id}`;
    const empty = await call('POST', url, token, { payload: reply(read.thread.id, '   ') });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ message: ['This field is required.'] });
    const long = await call('POST', url, token, {
      payload: reply(read.thread.id, 'x'.repeat(2_001)),
    });
    expect(long.json().errors).toEqual({ message: ['Use at most 2,000 characters.'] });
    const wrongId = await call('POST', url, token, { payload: reply(read.thread.id + 1, 'Hi') });
    expect(wrongId.statusCode).toBe(400);
    expect(Object.keys(wrongId.json().errors)).toEqual(['id']);
  });

  it("answers 404 for another member's thread and adds nothing to it", async () => {
    const { token } = await memberWithThreads();
    const other = await memberWithThreads();
    const url = `/api/v1/messages/${other.read.thread.id}`;
    const response = await call('POST', url, token, { payload: reply(other.read.thread.id, 'Hi') });
    expect(response.statusCode).toBe(404);
    const thread = (await call('GET', url, other.token)).json().data;
    expect(thread.nr_of_messages).toBe(2);
    expect((await call('POST', url, undefined, { payload: { message: 'Hi' } })).statusCode).toBe(
      401,
    );
  });
});

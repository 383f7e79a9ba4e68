import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { deskStateOf, insertDeskThread } from '../../src/db/factories/inbox.ts';
import { users } from '../../src/db/schema/access.ts';
import { messageEntries, messageThreads } from '../../src/db/schema/club.ts';
import { seedLarge } from '../../src/db/seed/large.ts';
import {
  createMember,
  createTestApp,
  openTestDatabase,
  type TestApp,
  tokenFor,
} from '../harness.ts';

/**
 * Threads made outside the member flow (the e2e helper, the bench seed, the factories) carry the
 * desk's state the member flow would have left: the clock from the member's newest message, open
 * while the member spoke last, waiting on the member once the club did.
 */
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));

describe('deskStateOf', () => {
  it('runs the clock from the member’s newest message and waits when the club spoke last', () => {
    expect(
      deskStateOf([
        { author: 'member', createdAt: at(0) },
        { author: 'club', createdAt: at(5) },
        { author: 'member', createdAt: at(9) },
      ]),
    ).toEqual({ lastMemberMessageAt: at(9), deskStatus: 'open' });
    expect(
      deskStateOf([
        { author: 'member', createdAt: at(0) },
        { author: 'club', createdAt: at(5) },
      ]),
    ).toEqual({ lastMemberMessageAt: at(0), deskStatus: 'waiting' });
  });

  it('goes by time, not by the order given, and counts an entry without an author as the club’s', () => {
    expect(deskStateOf([{ createdAt: at(7) }, { author: 'member', createdAt: at(3) }])).toEqual({
      lastMemberMessageAt: at(3),
      deskStatus: 'waiting',
    });
    expect(
      deskStateOf([
        { author: 'club', createdAt: at(1) },
        { author: 'member', createdAt: at(2) },
      ]),
    ).toEqual({ lastMemberMessageAt: at(2), deskStatus: 'open' });
  });

  it('has no clock without a member message', () => {
    expect(deskStateOf([{ author: 'club' }])).toEqual({
      lastMemberMessageAt: null,
      deskStatus: 'waiting',
    });
    expect(deskStateOf([])).toEqual({ lastMemberMessageAt: null, deskStatus: 'open' });
  });
});

describe('the desk state of threads made outside the member flow', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const threadOf = async (id: number) => {
    const [row] = await t.database.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, id));
    return row;
  };

  it('the e2e helper’s support thread waits on the member, with no clock', async () => {
    const member = await createMember(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/test/message-threads',
      payload: {
        email: member.email,
        message_type: 'support',
        subject: 'About your stay',
        message: '<p>We have news about your stay.</p>',
      },
    });
    expect(response.statusCode).toBe(201);
    const thread = await threadOf(response.json().data.id);
    expect(thread?.deskStatus).toBe('waiting');
    expect(thread?.lastMemberMessageAt).toBeNull();

    // The member answers through the member flow: the clock starts and the thread is open.
    const { access_token: token } = await tokenFor(t, member.email, member.password);
    const reply = await t.request({
      method: 'POST',
      url: `/api/v1/messages/${thread?.id}`,
      token,
      payload: {
        id: thread?.id,
        message: 'Thank you, what news?',
        from: member.email,
        from_name: 'Grace',
        message_type: 'support',
      },
    });
    expect(reply.statusCode).toBe(201);
    const after = await threadOf(thread?.id ?? 0);
    expect(after?.deskStatus).toBe('open');
    expect(after?.lastMemberMessageAt).not.toBeNull();
  });

  it('the e2e helper’s alerts and marketing keep no desk state of their own', async () => {
    const member = await createMember(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/test/message-threads',
      payload: {
        email: member.email,
        message_type: 'alert',
        subject: 'Pool closed',
        message: '<p>The pool is closed on Monday.</p>',
      },
    });
    expect(response.statusCode).toBe(201);
    const thread = await threadOf(response.json().data.id);
    expect(thread?.lastMemberMessageAt).toBeNull();
    expect(thread?.deskStatus).toBe('open');
  });

  it('the desk factory derives the state unless the caller states it', async () => {
    const member = await createMember(t);
    const db = t.database.db;
    const answered = await insertDeskThread(db, {
      userId: member.id,
      entries: [
        { author: 'member', message: 'Hello?', createdAt: at(0) },
        { author: 'club', message: '<p>Hello.</p>', createdAt: at(4) },
      ],
    });
    expect((await threadOf(answered.thread.id))?.deskStatus).toBe('waiting');
    expect((await threadOf(answered.thread.id))?.lastMemberMessageAt).toEqual(at(0));
    const closed = await insertDeskThread(db, {
      userId: member.id,
      deskStatus: 'closed',
      entries: [
        { author: 'member', message: 'Hello?', createdAt: at(0) },
        { author: 'club', message: '<p>Hello.</p>', createdAt: at(4) },
      ],
    });
    expect((await threadOf(closed.thread.id))?.deskStatus).toBe('closed');
  });
});

describe('the bench seed’s support threads', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('carry the member flow’s desk state: clock from the member’s message, waiting after the answer', async () => {
    const { db } = handle;
    await seedLarge(db, 12, 'hash');
    const bench = db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, '%@bench.example.com'));
    const threads = await db
      .select()
      .from(messageThreads)
      .where(inArray(messageThreads.userId, bench));
    const support = threads.filter((thread) => thread.messageType === 'support');
    expect(support.length).toBeGreaterThan(0);
    const entries = await db
      .select()
      .from(messageEntries)
      .where(
        inArray(
          messageEntries.threadId,
          support.map((thread) => thread.id),
        ),
      );
    for (const thread of support) {
      const own = entries.filter((entry) => entry.threadId === thread.id);
      expect({
        lastMemberMessageAt: thread.lastMemberMessageAt,
        deskStatus: thread.deskStatus,
      }).toEqual(deskStateOf(own));
      expect(thread.lastMemberMessageAt).not.toBeNull();
      expect(thread.deskStatus).toBe('waiting');
    }
  });
});

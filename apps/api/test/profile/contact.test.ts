import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageEntries, messageThreads } from '../../src/db/schema/club.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { createMember, createTestApp, mailTo, type TestApp, tokenFor } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceContent(t.database.db);
});
afterAll(() => t.close());

const contact = (overrides: Record<string, unknown> = {}) => ({
  reason: 'Reservations',
  from: 'grace@example.com',
  from_name: 'Grace Walker',
  phone: '+52 998 123 4567',
  message: 'Can I add a night to my stay in March?',
  message_type: 'support',
  need_to_contact_me: true,
  ...overrides,
});

async function send(payload: Record<string, unknown>, lang: 'en' | 'es' = 'en') {
  const member = await createMember(t);
  const { access_token } = await tokenFor(t, member.email);
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/messages',
    token: access_token,
    payload,
    lang,
  });
  return { member, response };
}

describe('POST /api/v1/messages (contact)', () => {
  it('opens a support thread with the message and acknowledges it by e-mail in the language', async () => {
    const reasons = await t.database.db.query.contactReasons.findMany();
    const reason = reasons[0]?.nameEs ?? '';
    const address = `contact-${Date.now()}@example.com`;
    const { member, response } = await send(contact({ reason, from: address }), 'es');
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data.data;
    const [thread] = await t.database.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, id));
    expect(thread).toMatchObject({
      userId: member.id,
      messageType: 'support',
      reason,
      subject: reason,
      contactEmail: address,
      contactPhone: '+52 998 123 4567',
      needToContactMe: true,
    });
    const entries = await t.database.db
      .select()
      .from(messageEntries)
      .where(eq(messageEntries.threadId, id));
    expect(entries).toMatchObject([
      {
        author: 'member',
        fromName: 'Grace Walker',
        message: 'Can I add a night to my stay in March?',
      },
    ]);
    const [mail] = await mailTo(t, address);
    expect(mail?.subject).toBe('Recibimos tu mensaje');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('llamaremos al +52 998 123 4567');
  });

  it("keeps the form's subject with the thread; the spec's payload without one keeps the reason (issue 20 #15)", async () => {
    const titled = await send(contact({ subject: 'One more night in March' }));
    expect(titled.response.statusCode).toBe(201);
    const { access_token } = await tokenFor(t, titled.member.email);
    const [thread] = (
      await t.request({ method: 'GET', url: '/api/v1/messages', token: access_token })
    ).json().data.data;
    expect(thread).toMatchObject({ subject: 'One more night in March', reason: 'Reservations' });
    for (const subject of [undefined, '', null]) {
      const plain = await send(contact(subject === undefined ? {} : { subject }));
      expect(plain.response.statusCode).toBe(201);
      const id = plain.response.json().data.data.id;
      const [row] = await t.database.db
        .select()
        .from(messageThreads)
        .where(eq(messageThreads.id, id));
      expect(row?.subject).toBe('Reservations');
    }
    const long = await send(contact({ subject: 'x'.repeat(129) }));
    expect(Object.keys(long.response.json().errors)).toEqual(['subject']);
  });

  it('refuses a reason that is not one of the contact reasons, on its field', async () => {
    const { response } = await send(contact({ reason: 'Free upgrade' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ reason: ['This value is not valid.'] });
  });

  it('needs reason, phone, e-mail and message, and bounds the message', async () => {
    const { response } = await send(
      contact({ reason: '', phone: '', from: 'not-an-email', message: 'x'.repeat(2_001) }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      reason: ['This field is required.'],
      phone: ['This field is required.'],
      from: ['Please enter a valid email address.'],
      message: ['Use at most 2,000 characters.'],
    });
  });

  it('needs a session', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/messages',
      payload: contact(),
    });
    expect(response.statusCode).toBe(401);
  });
});

import { clubDay } from '@mp/contract/rules/club-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFaq } from '../../src/db/factories/content.ts';
import { insertThread } from '../../src/db/factories/messages.ts';
import {
  insertContract,
  insertDueItems,
  installmentRows,
} from '../../src/db/factories/payments.ts';
import { insertGuests } from '../../src/db/factories/profile.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceContent(t.database.db);
});
afterAll(() => t.close());

async function memberWithData() {
  const member = await createMember(t, { firstName: 'Grace', lastName: 'Walker' });
  const db = t.database.db;
  // One after the other: the profile lists the contracts in the order they were made.
  const contract = (contractStatus: string) =>
    insertContract(db, {
      userId: member.id,
      contractStatus,
      resort: 'The Grand Bliss Riviera Maya',
      balance: '12500.50',
      maintenanceFee: '1480.00',
      contractDate: '2019-03-15',
      totalWeeks: 20,
      usedWeeks: 6,
    });
  const active = await contract('Active');
  await contract('Pending');
  await contract('Blocked');
  const cancelled = await contract('Cancelled');
  await insertDueItems(db, [
    ...installmentRows(active.id, '350.00', [-35], { lateFee: '25.00' }),
    ...installmentRows(active.id, '350.00', [0, 30]),
    {
      contractId: active.id,
      paymentType: 'monthly',
      amountDue: '350.00',
      dueDate: clubDay(-5),
      availableForPayment: false,
    },
    {
      contractId: active.id,
      paymentType: 'other_fees',
      amountDue: '900.00',
      dueDate: clubDay(-60),
      paidAt: new Date(),
    },
    { contractId: cancelled.id, paymentType: 'monthly', amountDue: '99.00', dueDate: clubDay(-10) },
  ]);
  await insertThread(db, {
    userId: member.id,
    subject: 'Never opened',
    messageType: 'alert',
    entries: [],
  });
  await insertThread(db, {
    userId: member.id,
    subject: 'Opened, new reply',
    readAt: new Date(Date.now() - 86_400_000),
    entries: [{ message: 'Reply' }],
  });
  await insertThread(db, {
    userId: member.id,
    subject: 'All read',
    readAt: new Date(),
    messageType: 'marketing',
    entries: [{ message: 'Hi', readAt: new Date() }],
  });
  await insertGuests(db, member.id, ['Emily Walker']);
  return member;
}

describe('GET /api/v1/profile', () => {
  it('requires authentication', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json().key).toBe('unauthenticated');
  });

  it('reports the member with visible contracts, unread threads, pending payments and guests', async () => {
    const member = await memberWithData();
    const { access_token } = await tokenFor(t, member.email);
    const response = await t.request({
      method: 'GET',
      url: '/api/v1/profile',
      token: access_token,
      lang: 'es',
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      user_id: member.id,
      vida_member_id: member.vidaMemberId,
      first_name: 'Grace',
      last_name: 'Walker',
      email: member.email,
      language_id: 'en',
      all_communications: true,
      monthly_communications: true,
      unread_messages: 2,
      payments: 2,
      guests: [{ id: expect.any(Number), name: 'Emily Walker' }],
      resort_name: 'The Grand Bliss Riviera Maya',
    });
    expect(data.contracts.map((c: { contract_status: string }) => c.contract_status)).toEqual([
      'Active',
      'Pending',
      'Blocked',
    ]);
    expect(data.contracts[0]).toMatchObject({
      balance: 12500.5,
      maintenance_fee: 1480,
      total_weeks: 20,
      used_weeks: 6,
      weeks_available: 14,
      currency_id: 2,
    });
    expect(data.contracts[0].contract_date).toBe(Date.UTC(2019, 2, 15) / 1000);
    expect(data.state).toBe(data.states);
    expect(data.faqs.length).toBeGreaterThan(5);
    expect(data.faqs[0].title).not.toBe('');
    expect(Date.parse(data.updated_at)).not.toBeNaN();
  });

  it("shows only the signed-in member's own data", async () => {
    const withData = await memberWithData();
    const other = await createMember(t);
    const { access_token } = await tokenFor(t, other.email);
    const { data } = (
      await t.request({ method: 'GET', url: '/api/v1/profile', token: access_token })
    ).json();
    expect(data.user_id).toBe(other.id);
    expect(data.user_id).not.toBe(withData.id);
    expect(data.contracts).toEqual([]);
    expect(data.unread_messages).toBe(0);
    expect(data.payments).toBe(0);
  });
});

describe('reference lists', () => {
  it.each(['/api/v1/faqs', '/api/v1/contact_reasons', '/api/v1/reservation_hotels'])(
    '%s requires authentication',
    async (url) => {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    },
  );

  it('answer in the request language', async () => {
    const member = await createMember(t);
    const { access_token } = await tokenFor(t, member.email);
    const get = (url: string, lang: 'en' | 'es') =>
      t.request({ method: 'GET', url, token: access_token, lang }).then((r) => r.json().data);
    const [faqsEn, faqsEs] = await Promise.all([
      get('/api/v1/faqs', 'en'),
      get('/api/v1/faqs', 'es'),
    ]);
    expect(faqsEn.length).toBe(faqsEs.length);
    expect(faqsEn[0].id).toBe(faqsEs[0].id);
    expect(faqsEn[0].title).not.toBe(faqsEs[0].title);
    const [reasonsEn, reasonsEs] = await Promise.all([
      get('/api/v1/contact_reasons', 'en'),
      get('/api/v1/contact_reasons', 'es'),
    ]);
    expect(reasonsEn.map((r: { id: number }) => r.id)).toEqual(
      reasonsEs.map((r: { id: number }) => r.id),
    );
    expect(reasonsEn[0].name).not.toBe(reasonsEs[0].name);
    const hotels = await get('/api/v1/reservation_hotels', 'es');
    expect(new Set(hotels.map((h: { destination: string }) => h.destination)).size).toBe(9);
    expect(hotels.every((h: { unit_types: unknown[] }) => h.unit_types.length > 0)).toBe(true);
  });

  it('sanitise FAQ HTML with an allow-list', async () => {
    await insertFaq(t.database.db, {
      titleEn: 'Unsafe',
      titleEs: 'Inseguro',
      contentEn:
        '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://club.example">ok</a></p>',
      contentEs: '<p>Hola</p>',
    });
    const member = await createMember(t);
    const { access_token } = await tokenFor(t, member.email);
    const list = (
      await t.request({ method: 'GET', url: '/api/v1/faqs', token: access_token })
    ).json().data;
    const unsafe = list.find((f: { title: string }) => f.title === 'Unsafe');
    expect(unsafe.content).toBe(
      '<p>Hi<a rel="noopener noreferrer" target="_blank">x</a><a href="https://club.example" rel="noopener noreferrer" target="_blank">ok</a></p>',
    );
  });
});

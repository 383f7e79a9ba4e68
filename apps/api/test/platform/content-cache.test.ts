import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDestinationHighlights } from '../../src/db/factories/content.ts';
import { insertThread } from '../../src/db/factories/messages.ts';
import { insertPaidOrder, insertPayableContract } from '../../src/db/factories/payments.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

// The production setting: the club's content is read once a minute, not per request.
describe('club content read once a minute', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ CONTENT_CACHE_SECONDS: '60' });
    token = (await tokenFor(t, (await createMember(t)).email)).access_token;
    await insertDestinationHighlights(t.database.db, [{ name: 'Test Bay' }]);
  });
  afterAll(() => t.close());

  const statements = async (url: string) => {
    const before = t.database.statementCount();
    const response = await t.request({ method: 'GET', url, token, lang: 'es' });
    expect(response.statusCode, url).toBe(200);
    return t.database.statementCount() - before;
  };

  it('answers the content calls with only the session lookup once the content is read', async () => {
    for (const url of [
      '/api/v1/faqs',
      '/api/v1/contact_reasons',
      '/api/v1/reservation_hotels',
      '/api/v1/destination_highlights',
    ]) {
      expect(await statements(url), url).toBeGreaterThan(1);
      expect(await statements(url), url).toBe(1);
    }
    const highlights = (
      await t.request({ method: 'GET', url: '/api/v1/destination_highlights', token })
    ).json().data.data as { id: number }[];
    expect(highlights.length).toBeGreaterThan(0);
    expect(await statements(`/api/v1/destination_highlights/${highlights[0]?.id}`)).toBe(1);
    const missing = await t.request({
      method: 'GET',
      url: '/api/v1/destination_highlights/999999',
      token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('the profile reads the member, not the FAQs, on every request', async () => {
    await statements('/api/v1/profile');
    // One statement (issue 23): the session check, the profile row and the visible contracts.
    expect(await statements('/api/v1/profile')).toBe(1);
  });

  it('the exchanges, reservations, saved cards, contracts and messages check the session in their one statement', async () => {
    const member = await createMember(t);
    token = (await tokenFor(t, member.email)).access_token;
    const { contract } = await insertPayableContract(t.database.db, { userId: member.id });
    await insertPaidOrder(t.database.db, { userId: member.id, contractId: contract.id });
    const { thread } = await insertThread(t.database.db, {
      userId: member.id,
      entries: [
        { author: 'club', message: '<p>Welcome.</p>' },
        { author: 'member', message: 'Thank you.' },
      ],
    });
    for (const url of [
      '/api/v1/exchanges',
      '/api/v1/user_reservations/all',
      '/api/v1/credit_cards',
      '/api/v1/user_contracts',
      `/api/v1/user_contracts/${contract.id}`,
      '/api/v1/messages',
      `/api/v1/messages/${thread.id}`,
    ]) {
      await statements(url);
      expect(await statements(url), url).toBe(1);
    }
  });
});

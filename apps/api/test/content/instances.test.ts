import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
  tokenFor,
} from '../harness.ts';

/**
 * Two instances on one database, each keeping the content for a minute (the production
 * setting): a change made through one is served by the other at once, not a minute later. With
 * TEST_REDIS_URL (the CI's PostgreSQL pass) the news goes through Redis; otherwise through the
 * in-process bus the two share.
 */
let a: TestApp;
let b: TestApp;
let editor: StaffCredentials;
let member: string;

beforeAll(async () => {
  a = await createTestApp({ CONTENT_CACHE_SECONDS: '60', RATE_LIMIT_SCALE: '20' });
  await seedReferenceContent(a.database.db);
  b = await createTestApp(
    { CONTENT_CACHE_SECONDS: '60', RATE_LIMIT_SCALE: '20' },
    { database: a.database },
  );
  editor = await createStaffSession(a, 'supervisor');
  member = (await tokenFor(b, (await createMember(b)).email)).access_token;
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

const onB = async (url: string, lang: 'en' | 'es' = 'en') => {
  const response = await b.request({ method: 'GET', url, token: member, lang });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
/** At once: well under a second (Redis delivers in milliseconds), against a minute's cache. */
const soon = { timeout: 1_000, interval: 20 };

describe('a content change is seen by every instance at once', () => {
  it('a FAQ edited through A is served by B, which had it cached', async () => {
    const faqs = (await onB('/api/v1/faqs', 'es')) as { id: number; title: string }[];
    const first = faqs[0];
    if (!first) throw new Error('no FAQ');
    // B keeps the list now: a second read sends no content query.
    const before = b.database.statementCount();
    await onB('/api/v1/faqs', 'es');
    expect(b.database.statementCount() - before).toBe(1);

    const listed = (
      await a.request({ method: 'GET', url: '/api/staff/content/faqs', staff: editor })
    ).json().data as Record<string, unknown>[];
    const row = listed.find((faq) => faq.id === first.id);
    const edited = await a.request({
      method: 'PUT',
      url: `/api/staff/content/faqs/${first.id}`,
      staff: editor,
      payload: {
        title_en: row?.title_en,
        title_es: '¿Cambió al instante?',
        content_en: row?.content_en,
        content_es: row?.content_es,
      },
    });
    expect(edited.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const now = (await onB('/api/v1/faqs', 'es')) as { id: number; title: string }[];
      expect(now.find((faq) => faq.id === first.id)?.title).toBe('¿Cambió al instante?');
    }, soon);
  });

  it('a hotel hidden through A leaves B’s hotel list at once', async () => {
    const hotels = (await onB('/api/v1/reservation_hotels')) as { id: number }[];
    const hotel = hotels[0];
    if (!hotel) throw new Error('no hotel');
    const hidden = await a.request({
      method: 'PUT',
      url: `/api/staff/content/hotels/${hotel.id}/visibility`,
      staff: editor,
      payload: { hidden: true },
    });
    expect(hidden.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const now = (await onB('/api/v1/reservation_hotels')) as { id: number }[];
      expect(now.map((h) => h.id)).not.toContain(hotel.id);
    }, soon);
  });

  it('a contact reason added through A is offered by B at once', async () => {
    await onB('/api/v1/contact_reasons');
    const created = await a.request({
      method: 'POST',
      url: '/api/staff/content/contact-reasons',
      staff: editor,
      payload: { name_en: 'Across instances', name_es: 'Entre instancias' },
    });
    expect(created.statusCode).toBe(201);
    await vi.waitFor(async () => {
      const now = (await onB('/api/v1/contact_reasons')) as { name: string }[];
      expect(now.map((r) => r.name)).toContain('Across instances');
    }, soon);
  });
});

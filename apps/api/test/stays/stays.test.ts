import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDestinationHighlights } from '../../src/db/factories/content.ts';
import { insertExchangeMemberships } from '../../src/db/factories/stays.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import { createMember, createTestApp, type TestApp, tokenFor } from '../harness.ts';

let t: TestApp;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceContent(t.database.db);
  const member = await createMember(t);
  memberId = member.id;
  token = (await tokenFor(t, member.email)).access_token;
});
afterAll(() => t.close());

const get = (url: string, options: { token?: string; lang?: 'en' | 'es' } = { token }) =>
  t.request({ method: 'GET', url, ...options });

describe('GET /api/v1/exchanges', () => {
  it("answers the member's companies as the spec's list inside a list, and no one else's", async () => {
    const other = await createMember(t);
    await insertExchangeMemberships(t.database.db, memberId, [
      { membershipType: 'RCI', membershipNumber: '4471-22908' },
      { membershipType: 'Interval' },
    ]);
    await insertExchangeMemberships(t.database.db, other.id, [{ membershipType: 'DAE' }]);
    const response = await get('/api/v1/exchanges');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [[{ MembershipType: 'RCI' }, { MembershipType: 'Interval' }]],
    });
  });

  it('answers an empty inner list to a member without exchanges', async () => {
    const member = await createMember(t);
    const response = await get('/api/v1/exchanges', {
      token: (await tokenFor(t, member.email)).access_token,
    });
    expect(response.json()).toEqual({ data: [[]] });
  });

  it('needs a session', async () => {
    const response = await get('/api/v1/exchanges', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().key).toBe('unauthenticated');
  });
});

describe('GET /api/v1/destination_highlights', () => {
  it('lists every highlight in the request language, in order, with the fields of the spec', async () => {
    const english = (await get('/api/v1/destination_highlights')).json().data.data;
    const spanish = (await get('/api/v1/destination_highlights', { token, lang: 'es' })).json().data
      .data;
    expect(english.length).toBeGreaterThanOrEqual(5);
    expect(english[0]).toEqual({
      id: expect.any(Number),
      name: 'Riviera Maya',
      location: 'Quintana Roo, Mexico',
      description: expect.stringContaining('Turquoise water'),
      image_location: 'riviera maya',
      read_more_link: expect.stringMatching(/^https:\/\//),
      buy_link: expect.any(String),
    });
    expect(spanish[0].description).toContain('Agua turquesa');
    // The country of a place is named in the member's language (Spanish review M10).
    expect(spanish[0].location).toBe('Quintana Roo, México');
    expect(english.some((h: { buy_link: string }) => h.buy_link === '#')).toBe(true);
  });

  it('finds highlights by a part of their name or location, whatever the case or accents', async () => {
    const names = async (query: string) =>
      (await get(`/api/v1/destination_highlights?query=${encodeURIComponent(query)}`))
        .json()
        .data.data.map((h: { name: string }) => h.name);
    expect(await names('NUEVO')).toEqual(['Nuevo Vallarta']);
    expect(await names('quintana')).toEqual(['Riviera Maya']);
    expect(await names('nowhere')).toEqual([]);
    const tooLong = await get(`/api/v1/destination_highlights?query=${'x'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('sends stored HTML only through the sanitiser', async () => {
    const [row] = await insertDestinationHighlights(t.database.db, [
      {
        name: 'Test Bay',
        descriptionEn: '<p onclick="x()">Calm <script>alert(1)</script>water</p>',
      },
    ]);
    const response = await get(`/api/v1/destination_highlights/${row?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.data.description).toBe('<p>Calm water</p>');
    expect(response.json().data.data.buy_link).toBe('#');
  });

  it('answers 404 for an unknown highlight and 400 for an id that is not one', async () => {
    const unknown = await get('/api/v1/destination_highlights/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe('not_found');
    expect((await get('/api/v1/destination_highlights/abc')).statusCode).toBe(400);
    expect((await get('/api/v1/destination_highlights/99999999999')).statusCode).toBe(400);
  });

  it('runs the same number of statements however many highlights there are', async () => {
    const statements = async () => {
      const before = t.database.statementCount();
      expect((await get('/api/v1/destination_highlights')).statusCode).toBe(200);
      return t.database.statementCount() - before;
    };
    const few = await statements();
    await insertDestinationHighlights(
      t.database.db,
      Array.from({ length: 20 }, (_, n) => ({
        name: `Extra ${n}`,
        location: 'Mexico',
        descriptionEn: '<p>More</p>',
        descriptionEs: '<p>Más</p>',
        imageLocation: 'mazatlan',
        readMoreLink: 'https://www.example.com/extra',
        sortOrder: 100 + n,
      })),
    );
    expect(await statements()).toBe(few);
  });

  it('needs a session', async () => {
    expect((await get('/api/v1/destination_highlights', {})).statusCode).toBe(401);
    expect((await get('/api/v1/destination_highlights/1', {})).statusCode).toBe(401);
  });
});

import { contentValidationEn } from '@mp/contract/content/validation.en';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReservation } from '../../src/db/factories/stays.ts';
import { auditLog } from '../../src/db/schema/access.ts';
import { seedReferenceContent } from '../../src/db/seed/reference.ts';
import {
  createMember,
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
  tokenFor,
} from '../harness.ts';

let t: TestApp;
let supervisor: StaffCredentials;
let admin: StaffCredentials;
let agent: StaffCredentials;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '50' });
  await seedReferenceContent(t.database.db);
  supervisor = await createStaffSession(t, 'supervisor');
  admin = await createStaffSession(t, 'admin');
  agent = await createStaffSession(t, 'agent');
  member = (await tokenFor(t, (await createMember(t)).email)).access_token;
});
afterAll(() => t.close());

const staffCall = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  staff = supervisor,
) =>
  t.request({
    method,
    url: `/api/staff/content/${url}`,
    staff,
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
const memberGet = async (url: string, lang: 'en' | 'es' = 'en') => {
  const response = await t.request({ method: 'GET', url, token: member, lang });
  expect(response.statusCode, url).toBe(200);
  return response.json().data;
};
const lastAudit = async (event: string) => {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.event, event))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

const FAQ = {
  title_en: 'Can I bring my pet?',
  title_es: '¿Puedo llevar a mi mascota?',
  content_en: '<p>Small pets <strong>welcome</strong>.</p>',
  content_es: '<p>Mascotas pequeñas <strong>bienvenidas</strong>.</p>',
};

/** A few bytes that are a PNG by their signature (the server checks bytes, not names). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-test-image-bytes'),
]);

describe('who may edit content', () => {
  it('refuses an agent (403) and lets a supervisor and an admin list', async () => {
    expect((await staffCall('GET', 'faqs', undefined, agent)).statusCode).toBe(403);
    expect((await staffCall('GET', 'faqs', undefined, supervisor)).statusCode).toBe(200);
    expect((await staffCall('GET', 'faqs', undefined, admin)).statusCode).toBe(200);
    const anonymous = await t.request({ method: 'GET', url: '/api/staff/content/faqs' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('FAQs', () => {
  it('creates a FAQ in both languages, last, audited; members see it at once in their language', async () => {
    const before = (await staffCall('GET', 'faqs')).json().data as { position: number }[];
    const created = await staffCall('POST', 'faqs', FAQ);
    expect(created.statusCode).toBe(201);
    const faq = created.json().data;
    expect(faq).toMatchObject({ ...FAQ, hidden: false, position: before.length + 1 });
    expect(await lastAudit('content_created')).toMatchObject({
      actor: 'staff',
      staffId: supervisor.staffId,
      detail: { kind: 'faqs', id: faq.id },
    });
    const es = (await memberGet('/api/v1/faqs', 'es')) as { id: number; title: string }[];
    expect(es.find((row) => row.id === faq.id)?.title).toBe(FAQ.title_es);
    const en = (await memberGet('/api/v1/faqs')) as { id: number; title: string }[];
    expect(en.at(-1)).toMatchObject({ id: faq.id, title: FAQ.title_en });
  });

  it('keeps only what the allow-list sanitiser keeps: no script, no event handlers, no javascript: links', async () => {
    const created = await staffCall('POST', 'faqs', {
      ...FAQ,
      content_en:
        '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://club.example/info" onmouseover="x()">info</a><img src=x onerror=alert(1)></p>',
    });
    expect(created.statusCode).toBe(201);
    const stored = created.json().data.content_en as string;
    expect(stored).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|<img/i);
    expect(stored).toContain('Hello');
    expect(stored).toContain('href="https://club.example/info"');
    const served = (await memberGet('/api/v1/faqs')) as { id: number; content: string }[];
    expect(served.find((row) => row.id === created.json().data.id)?.content).toBe(stored);
  });

  it('previews with the same sanitiser, storing nothing', async () => {
    const before = (await staffCall('GET', 'faqs')).json().data.length;
    const preview = await staffCall('POST', 'preview', {
      html: '<h3 style="color:red">Title</h3><iframe src="https://evil.example"></iframe><p>ok</p>',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.html).toBe('<h3>Title</h3><p>ok</p>');
    expect((await staffCall('GET', 'faqs')).json().data.length).toBe(before);
  });

  it('refuses bad input with the contract’s field keys, in the request language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...FAQ, title_en: '' }, 'title_en'],
      [{ ...FAQ, title_es: '   ' }, 'title_es'],
      [{ ...FAQ, title_en: 'Q'.repeat(201) }, 'title_en'],
      [{ ...FAQ, content_es: 'x'.repeat(10_001) }, 'content_es'],
      [{ title_en: FAQ.title_en }, 'content_en'],
      [{ ...FAQ, content_en: 42 }, 'content_en'],
    ];
    for (const [payload, field] of cases) {
      const response = await staffCall('POST', 'faqs', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toHaveProperty(field);
    }
    // Markup that sanitises to nothing is refused: members would see an empty answer.
    const empty = await staffCall('POST', 'faqs', {
      ...FAQ,
      content_en: '<script>alert(1)</script><p> </p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.content_en).toEqual([contentValidationEn.content_html_empty]);
  });

  it('edits a FAQ and answers 404 for an unknown id on every change', async () => {
    const { id } = (await staffCall('POST', 'faqs', FAQ)).json().data;
    const edited = await staffCall('PUT', `faqs/${id}`, { ...FAQ, title_es: '¿Y mi perro?' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.title_es).toBe('¿Y mi perro?');
    expect(await lastAudit('content_updated')).toMatchObject({ detail: { kind: 'faqs', id } });
    const es = (await memberGet('/api/v1/faqs', 'es')) as { id: number; title: string }[];
    expect(es.find((row) => row.id === id)?.title).toBe('¿Y mi perro?');

    for (const [method, url, payload] of [
      ['PUT', 'faqs/987654', FAQ],
      ['PUT', 'faqs/987654/position', { position: 1 }],
      ['PUT', 'faqs/987654/visibility', { hidden: true }],
    ] as const) {
      const response = await staffCall(method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().key).toBe('not_found');
    }
  });

  it('orders: a FAQ moved to the top is first for members; the list is renumbered', async () => {
    const { id } = (await staffCall('POST', 'faqs', FAQ)).json().data;
    const moved = await staffCall('PUT', `faqs/${id}/position`, { position: 1 });
    expect(moved.statusCode).toBe(200);
    const list = moved.json().data as { id: number; position: number }[];
    expect(list[0]?.id).toBe(id);
    expect(list.map((row) => row.position)).toEqual(list.map((_, index) => index + 1));
    expect(((await memberGet('/api/v1/faqs')) as { id: number }[])[0]?.id).toBe(id);
    expect(await lastAudit('content_moved')).toMatchObject({ detail: { kind: 'faqs', id } });

    // Down one, then past the end: last.
    const down = (await staffCall('PUT', `faqs/${id}/position`, { position: 2 })).json().data;
    expect(down[1].id).toBe(id);
    const last = (await staffCall('PUT', `faqs/${id}/position`, { position: 9999 })).json().data;
    expect(last.at(-1).id).toBe(id);
    for (const position of [0, -1, 1.5, 'first', null]) {
      const bad = await staffCall('PUT', `faqs/${id}/position`, { position });
      expect(bad.statusCode, String(position)).toBe(400);
    }
  });

  it('hides a FAQ from members and shows it again; its id stays', async () => {
    const { id } = (await staffCall('POST', 'faqs', FAQ)).json().data;
    const hidden = await staffCall('PUT', `faqs/${id}/visibility`, { hidden: true });
    expect(hidden.json().data).toMatchObject({ id, hidden: true });
    expect(await lastAudit('content_hidden')).toMatchObject({ detail: { kind: 'faqs', id } });
    expect(((await memberGet('/api/v1/faqs')) as { id: number }[]).map((r) => r.id)).not.toContain(
      id,
    );
    // The console still lists it.
    const listed = (await staffCall('GET', 'faqs')).json().data as { id: number }[];
    expect(listed.map((row) => row.id)).toContain(id);
    await staffCall('PUT', `faqs/${id}/visibility`, { hidden: false });
    expect(await lastAudit('content_shown')).toMatchObject({ detail: { kind: 'faqs', id } });
    expect(((await memberGet('/api/v1/faqs')) as { id: number }[]).map((r) => r.id)).toContain(id);
    expect((await staffCall('PUT', `faqs/${id}/visibility`, { hidden: 'yes' })).statusCode).toBe(
      400,
    );
  });
});

describe('destination highlights and their images', () => {
  const HIGHLIGHT = {
    name: 'Test Lagoon',
    location: 'Quintana Roo, Mexico',
    description_en: '<p>Calm water.</p>',
    description_es: '<p>Agua tranquila.</p>',
    image_location: 'acapulco',
    read_more_link: 'https://www.example.com/lagoon',
    buy_link: '#',
  };

  it('uploads an image checked by its bytes and serves it to anyone by its hash', async () => {
    const upload = await staffCall('POST', 'images', { data: PNG.toString('base64') });
    expect(upload.statusCode).toBe(201);
    const image = upload.json().data;
    expect(image).toMatchObject({ media_type: 'image/png', bytes: PNG.length });
    expect(image.image_location).toMatch(/^\/api\/v1\/content_images\/[0-9a-f]{32}$/);
    expect(await lastAudit('content_image_uploaded')).toMatchObject({
      detail: { media_type: 'image/png', bytes: PNG.length },
    });
    // The same bytes again: the same address.
    const again = await staffCall('POST', 'images', { data: PNG.toString('base64') });
    expect(again.json().data.image_location).toBe(image.image_location);

    const served = await t.request({ method: 'GET', url: image.image_location });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    for (const url of ['/api/v1/content_images/1', `/api/v1/content_images/${'0'.repeat(32)}`]) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('refuses an SVG, text or a file over 1 MB, whatever it is called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const cases = [
      svg.toString('base64'),
      Buffer.from('GIF89a....').toString('base64'),
      Buffer.concat([PNG, Buffer.alloc(1_048_577 - PNG.length)]).toString('base64'),
      'not base64 at all!',
      '',
    ];
    for (const data of cases) {
      const response = await staffCall('POST', 'images', { data });
      expect(response.statusCode, data.slice(0, 12)).toBe(400);
      expect(response.json().errors, data.slice(0, 12)).toHaveProperty('data');
    }
  });

  it('creates a highlight with an uploaded image; members get its address and the sanitised text', async () => {
    const image = (await staffCall('POST', 'images', { data: PNG.toString('base64') })).json().data;
    const created = await staffCall('POST', 'highlights', {
      ...HIGHLIGHT,
      image_location: image.image_location,
      description_en: '<p>Calm<script>x()</script> water.</p>',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const list = (await memberGet('/api/v1/destination_highlights')).data as {
      id: number;
      image_location: string;
      description: string;
    }[];
    expect(list.find((row) => row.id === id)).toMatchObject({
      image_location: image.image_location,
      description: '<p>Calm water.</p>',
    });
    await staffCall('PUT', `highlights/${id}/visibility`, { hidden: true });
    const after = (await memberGet('/api/v1/destination_highlights')).data as { id: number }[];
    expect(after.map((row) => row.id)).not.toContain(id);
    const one = await t.request({
      method: 'GET',
      url: `/api/v1/destination_highlights/${id}`,
      token: member,
    });
    expect(one.statusCode).toBe(404);
  });

  it('refuses links that are not https, an unknown image and a made-up keyword', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...HIGHLIGHT, read_more_link: 'http://www.example.com' }, 'read_more_link'],
      [{ ...HIGHLIGHT, read_more_link: 'javascript:alert(1)' }, 'read_more_link'],
      [{ ...HIGHLIGHT, buy_link: 'ftp://x.example' }, 'buy_link'],
      [{ ...HIGHLIGHT, image_location: 'atlantis' }, 'image_location'],
      [
        { ...HIGHLIGHT, image_location: `/api/v1/content_images/${'f'.repeat(32)}` },
        'image_location',
      ],
      [{ ...HIGHLIGHT, name: 'N'.repeat(129) }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const response = await staffCall('POST', 'highlights', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toHaveProperty(field);
    }
  });
});

describe('contact reasons, hotels and unit types', () => {
  it('adds a contact reason members can choose, and hides it', async () => {
    const created = await staffCall('POST', 'contact-reasons', {
      name_en: 'Lost and found',
      name_es: 'Objetos perdidos',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const es = (await memberGet('/api/v1/contact_reasons', 'es')) as { id: number; name: string }[];
    expect(es.find((row) => row.id === id)?.name).toBe('Objetos perdidos');
    await staffCall('PUT', `contact-reasons/${id}/visibility`, { hidden: true });
    const after = (await memberGet('/api/v1/contact_reasons')) as { id: number }[];
    expect(after.map((row) => row.id)).not.toContain(id);
    expect((await staffCall('POST', 'contact-reasons', { name_en: 'x' })).statusCode).toBe(400);
  });

  it('hotels: a hotel reservations name is in use; hidden, it leaves the members’ hotel list but the reservation keeps its name', async () => {
    const hotels = (await staffCall('GET', 'hotels')).json().data as {
      id: number;
      name: string;
      in_use: boolean;
    }[];
    const hotel = hotels[0];
    if (!hotel) throw new Error('no hotel');
    const owner = await createMember(t);
    await insertReservation(t.database.db, {
      userId: owner.id,
      hotel: hotel.name,
      arrivingInDays: 30,
    });
    const listed = (await staffCall('GET', 'hotels')).json().data as typeof hotels;
    expect(listed.find((row) => row.id === hotel.id)?.in_use).toBe(true);

    await staffCall('PUT', `hotels/${hotel.id}/visibility`, { hidden: true });
    const ownerToken = (await tokenFor(t, owner.email)).access_token;
    const forMembers = await t.request({
      method: 'GET',
      url: '/api/v1/reservation_hotels',
      token: ownerToken,
    });
    expect((forMembers.json().data as { id: number }[]).map((row) => row.id)).not.toContain(
      hotel.id,
    );
    const stays = await t.request({
      method: 'GET',
      url: '/api/v1/user_reservations/all',
      token: ownerToken,
    });
    expect(JSON.stringify(stays.json())).toContain(hotel.name);
    await staffCall('PUT', `hotels/${hotel.id}/visibility`, { hidden: false });

    const created = await staffCall('POST', 'hotels', {
      name: 'Grand Luxxe Test Bay',
      destination: 'acapulco',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ in_use: false, hidden: false });
    const bad = await staffCall('POST', 'hotels', { name: 'X', destination: 'atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('destination');
  });

  it('unit types: checked hotel and guests, ordered within their hotel, hidden from the request form', async () => {
    const hotel = (
      await staffCall('POST', 'hotels', { name: 'Mayan Palace Test', destination: 'acapulco' })
    ).json().data;
    const unit = (name: string) => ({
      hotel_id: hotel.id,
      name_en: name,
      name_es: `${name} ES`,
      max_guests: 4,
    });
    const a = (await staffCall('POST', 'unit-types', unit('Alpha'))).json().data;
    const b = (await staffCall('POST', 'unit-types', unit('Beta'))).json().data;
    expect([a.position, b.position]).toEqual([1, 2]);

    const moved = await staffCall('PUT', `unit-types/${b.id}/position`, { position: 1 });
    expect((moved.json().data as { id: number }[]).map((row) => row.id)).toEqual([b.id, a.id]);
    const hotelsFor = async () =>
      (await memberGet('/api/v1/reservation_hotels', 'es')) as {
        id: number;
        unit_types: { id: number; name: string }[];
      }[];
    expect((await hotelsFor()).find((h) => h.id === hotel.id)?.unit_types).toEqual([
      expect.objectContaining({ id: b.id, name: 'Beta ES' }),
      expect.objectContaining({ id: a.id, name: 'Alpha ES' }),
    ]);
    await staffCall('PUT', `unit-types/${a.id}/visibility`, { hidden: true });
    const units = (await hotelsFor()).find((h) => h.id === hotel.id)?.unit_types ?? [];
    expect(units.map((u) => u.id)).toEqual([b.id]);

    const filtered = (await staffCall('GET', `unit-types?hotel_id=${hotel.id}`)).json().data;
    expect(filtered.map((u: { id: number }) => u.id)).toEqual([b.id, a.id]);

    for (const [payload, field] of [
      [{ ...unit('X'), hotel_id: 987654 }, 'hotel_id'],
      [{ ...unit('X'), max_guests: 0 }, 'max_guests'],
      [{ ...unit('X'), max_guests: 13 }, 'max_guests'],
      [{ ...unit('X'), name_es: '' }, 'name_es'],
    ] as const) {
      const response = await staffCall('POST', 'unit-types', payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors, field).toHaveProperty(field);
    }
    expect((await staffCall('PUT', 'unit-types/987654', unit('X'))).statusCode).toBe(404);
  });

  it('writes one audit row per change, naming the kind and the id', async () => {
    const { id } = (
      await staffCall('POST', 'contact-reasons', { name_en: 'Audit', name_es: 'Auditoría' })
    ).json().data;
    await staffCall('PUT', `contact-reasons/${id}`, { name_en: 'Audit 2', name_es: 'Auditoría 2' });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'staff'), eq(auditLog.staffId, supervisor.staffId)));
    const mine = rows.filter(
      (row) =>
        (row.detail as { kind?: string; id?: number }).id === id &&
        (row.detail as { kind?: string }).kind === 'contact_reasons',
    );
    expect(mine.map((row) => row.event).sort()).toEqual(['content_created', 'content_updated']);
  });
});

describe('the console’s lists read in a constant number of statements', () => {
  it('lists each kind with the same statements whatever its length', async () => {
    const count = async (url: string) => {
      const before = t.database.statementCount();
      const response = await staffCall('GET', url);
      expect(response.statusCode, url).toBe(200);
      return t.database.statementCount() - before;
    };
    const kinds = ['faqs', 'highlights', 'contact-reasons', 'hotels', 'unit-types'];
    const countAll = async () => {
      const counts: number[] = [];
      for (const kind of kinds) counts.push(await count(kind));
      return counts;
    };
    const first = await countAll();
    // The session lookup and one read of the list.
    expect(first.every((n) => n <= 3)).toBe(true);
    await staffCall('POST', 'contact-reasons', { name_en: 'More', name_es: 'Más' });
    await staffCall('POST', 'hotels', { name: 'Grand Luxxe Count', destination: 'joya' });
    await staffCall('POST', 'faqs', FAQ);
    const second = await countAll();
    expect(second).toEqual(first);
  });
});

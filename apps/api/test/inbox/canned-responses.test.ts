import { spanishStyleProblems } from '@mp/contract/i18n/spanish-style';
import { inboxEmailsEs } from '@mp/contract/inbox/emails.es';
import { inboxMessagesEs } from '@mp/contract/inbox/messages.es';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCannedResponses } from '../../src/db/factories/inbox.ts';
import { auditLog } from '../../src/db/schema/access.ts';
import {
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';

let t: TestApp;
let agent: StaffCredentials;
let supervisor: StaffCredentials;

beforeAll(async () => {
  t = await createTestApp();
  agent = await createStaffSession(t, 'agent');
  supervisor = await createStaffSession(t, 'supervisor');
});
afterAll(() => t.close());

const body = {
  title_en: 'Dates changed',
  title_es: 'Fechas cambiadas',
  body_en: 'We changed the dates of your stay.',
  body_es: 'Cambiamos las fechas de tu estancia.',
  sort_order: 3,
};

describe('canned responses', () => {
  it('lists them for every desk role, in their order', async () => {
    const [second, first] = await insertCannedResponses(t.database.db, [
      { titleEn: 'Second', sortOrder: 20 },
      { titleEn: 'First', sortOrder: 10 },
    ]);
    const response = await t.request({
      method: 'GET',
      url: '/api/staff/canned-responses',
      staff: agent,
    });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as { id: number }[]).map((row) => row.id);
    expect(ids.indexOf(first?.id ?? 0)).toBeLessThan(ids.indexOf(second?.id ?? 0));
    expect(response.json().data).toEqual(
      expect.arrayContaining([
        {
          id: first?.id,
          title_en: 'First',
          title_es: 'Gracias',
          body_en: 'Thank you for writing to us.',
          body_es: 'Gracias por escribirnos.',
          sort_order: 10,
          updated_at: expect.any(String),
        },
      ]),
    );
  });

  it('lets a supervisor create, change and remove one, each audited', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/staff/canned-responses',
      staff: supervisor,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ id: expect.any(Number), ...body });

    const changed = await t.request({
      method: 'PUT',
      url: `/api/staff/canned-responses/${id}`,
      staff: supervisor,
      payload: { ...body, title_en: '  Dates moved  ' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id, title_en: 'Dates moved' });

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/staff/canned-responses/${id}`,
      staff: supervisor,
    });
    expect(removed.statusCode).toBe(204);
    const list = await t.request({
      method: 'GET',
      url: '/api/staff/canned-responses',
      staff: supervisor,
    });
    expect(list.json().data.some((row: { id: number }) => row.id === id)).toBe(false);

    const events = await t.database.db
      .select({ event: auditLog.event, detail: auditLog.detail, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.staffId, supervisor.staffId)));
    expect(events).toEqual(
      expect.arrayContaining(
        ['canned_response_created', 'canned_response_updated', 'canned_response_deleted'].map(
          (event) => ({ event, detail: { canned_id: id }, actor: 'staff' }),
        ),
      ),
    );
  });

  it('refuses an agent any change (403)', async () => {
    const [row] = await insertCannedResponses(t.database.db, [{}]);
    const calls = [
      { method: 'POST', url: '/api/staff/canned-responses', payload: body },
      { method: 'PUT', url: `/api/staff/canned-responses/${row?.id}`, payload: body },
      { method: 'DELETE', url: `/api/staff/canned-responses/${row?.id}` },
    ] as const;
    for (const call of calls) {
      const response = await t.request({ ...call, staff: agent });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ key: 'unauthorized' });
    }
  });

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await t.request({
        method,
        url: '/api/staff/canned-responses/2000000000',
        staff: supervisor,
        ...(method === 'PUT' && { payload: body }),
      });
      expect(response.statusCode).toBe(404);
    }
    const bad = [
      { ...body, title_es: '' },
      { ...body, title_en: 'x'.repeat(129) },
      { ...body, body_es: 'x'.repeat(2_001) },
      { title_en: 'Only English' },
    ];
    for (const payload of bad) {
      const response = await t.request({
        method: 'POST',
        url: '/api/staff/canned-responses',
        staff: supervisor,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ key: 'validation_failed' });
    }
    const badId = await t.request({
      method: 'DELETE',
      url: '/api/staff/canned-responses/abc',
      staff: supervisor,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('answers 401 without the staff cookie', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/staff/canned-responses',
      payload: body,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("the inbox's Spanish texts follow the style guide (docs/spanish.md)", () => {
  it.each(Object.entries({ messages: inboxMessagesEs, 'e-mails': inboxEmailsEs }))(
    '%s',
    (_name, catalogue) => {
      const problems = Object.entries(catalogue).flatMap(([key, text]) =>
        spanishStyleProblems(text, 'tu').map((problem) => `${key}: ${problem}`),
      );
      expect(problems).toEqual([]);
    },
  );
});

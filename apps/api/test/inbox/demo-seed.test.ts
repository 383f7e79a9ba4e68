import { spanishStyleProblems } from '@mp/contract/i18n/spanish-style';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed/demo.ts';
import {
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';

let t: TestApp;
let agent: StaffCredentials;

beforeAll(async () => {
  t = await createTestApp();
  // The demo's staff accounts come first; the inbox seed assigns threads to the first one.
  agent = await createStaffSession(t, 'agent');
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

type Item = { id: number; is_overdue: boolean; member: { language: string }; subject: string };
const list = async (query: string) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/staff/threads?${query}`,
    staff: agent,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.items as Item[];
};

describe('the demo seed gives every inbox filter something to show', () => {
  it.each([
    'status=open',
    'status=open&assigned=mine',
    'status=open&assigned=unassigned',
    'status=waiting',
    'status=closed',
    'language=en',
    'language=es',
    'reason=Reservations',
  ])('%s', async (query) => {
    expect((await list(query)).length).toBeGreaterThan(0);
  });

  it('has an overdue thread, open ones in both languages, and canned responses', async () => {
    const open = await list('status=open');
    expect(open.some((item) => item.is_overdue)).toBe(true);
    expect(new Set(open.map((item) => item.member.language))).toEqual(new Set(['en', 'es']));
    const canned = await t.request({
      method: 'GET',
      url: '/api/staff/canned-responses',
      staff: agent,
    });
    expect(canned.json().data.length).toBeGreaterThanOrEqual(4);
  });

  it('opens each seeded thread, and the Spanish texts follow the style guide', async () => {
    const problems: string[] = [];
    for (const status of ['open', 'waiting', 'closed']) {
      for (const item of await list(`status=${status}`)) {
        const response = await t.request({
          method: 'GET',
          url: `/api/staff/threads/${item.id}`,
          staff: agent,
        });
        expect(response.statusCode).toBe(200);
        const thread = response.json().data;
        if (thread.member.language !== 'es') continue;
        for (const text of [
          thread.subject,
          ...thread.entries.map((e: { message: string }) => e.message),
          ...thread.notes.map((n: { note: string }) => n.note),
        ]) {
          problems.push(...spanishStyleProblems(text, 'tu').map((p) => `${text}: ${p}`));
        }
      }
    }
    const canned = await t.request({
      method: 'GET',
      url: '/api/staff/canned-responses',
      staff: agent,
    });
    for (const row of canned.json().data as { title_es: string; body_es: string }[]) {
      for (const text of [row.title_es, row.body_es]) {
        problems.push(...spanishStyleProblems(text, 'tu').map((p) => `${text}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/db/seed/demo.ts';
import { createStaffSession, createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives every desk screen something: open requests and pending reviews with values', async () => {
    const agent = await createStaffSession(t, 'agent');
    const summary = await t.request({ method: 'GET', url: '/api/staff/summary', staff: agent });
    expect(summary.json().data).toMatchObject({
      open_reservation_requests: 3,
      pending_profile_reviews: 2,
    });
    const requests = await t.request({
      method: 'GET',
      url: '/api/staff/reservation-requests',
      staff: agent,
    });
    expect(requests.statusCode, requests.body).toBe(200);
    expect(
      requests.json().data.items.map((r: { request_number: string }) => r.request_number),
    ).toEqual(['REQ-C52D8E04', 'REQ-7D41A2C9', 'REQ-3B90E6F1']);
    const reviews = await t.request({
      method: 'GET',
      url: '/api/staff/profile-reviews',
      staff: agent,
    });
    for (const review of reviews.json().data.items) {
      expect(Object.keys(review.previous_values)).toEqual(expect.arrayContaining(review.fields));
    }
    const ana = await t.request({
      method: 'GET',
      url: '/api/staff/members?q=garcia',
      staff: agent,
    });
    expect(ana.json().data[0]).toMatchObject({ email: 'ana@example.com', vida_member_id: 100002 });
  });

  it('leaves the planner statistics of the tables it filled', async () => {
    // reltuples is -1 for a table never analyzed: the planner would guess its size and spread.
    const tables = (await t.database.db.execute(
      sql`select relname, reltuples from pg_class
        where relname in ('users', 'contracts', 'due_items', 'orders') order by relname`,
    )) as unknown as { rows: { relname: string; reltuples: number | string }[] };
    expect(tables.rows.map((r) => [r.relname, Number(r.reltuples) > 0])).toEqual([
      ['contracts', true],
      ['due_items', true],
      ['orders', true],
      ['users', true],
    ]);
  });

  it('numbers its orders in the order they were made, as the payment history lists them', async () => {
    const rows = (await t.database.db.execute(
      sql`select id, created_at from orders order by id`,
    )) as unknown as { rows: { id: number | string; created_at: string | Date }[] };
    const times = rows.rows.map((row) => new Date(row.created_at).getTime());
    expect(times.length).toBeGreaterThan(10);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client.ts';
import { broadcasts } from '../src/db/schema/broadcasts.ts';
import { runDeliveryBatch } from '../src/modules/broadcasts/broadcasts-service.ts';
import { createStaffSession, createTestApp, tokenFor } from '../test/harness.ts';

/**
 * docs/performance.md "Broadcasts": a broadcast to every member of `npm run seed:large` on
 * PostgreSQL. A measurement, not part of `npm test`: vitest.config.ts has its project `bench` only
 * with BENCH_DATABASE_URL (a database the large seed filled; it writes a broadcast, 100,000
 * threads and e-mails into it):
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bc_large npx vitest run --project bench
 *
 * It times the send call, the segment count, and every delivery batch as the job runs it, while
 * a member's profile is read over and over: the reads' latency during the delivery against
 * before it says whether the batches block the server.
 */
const url = process.env.BENCH_DATABASE_URL;

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

describe('a broadcast to 100,000 members (seed:large, PostgreSQL)', () => {
  it('delivers in batches without blocking the member reads', { timeout: 3_600_000 }, async () => {
    const database = openPostgres(url ?? '', 10);
    const t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { database });
    try {
      const staff = await createStaffSession(t, 'supervisor');
      const { access_token: token } = await tokenFor(t, 'member1@bench.example.com');
      const read = async () => {
        const started = performance.now();
        const response = await t.request({ method: 'GET', url: '/api/v1/profile', token });
        expect(response.statusCode).toBe(200);
        return performance.now() - started;
      };
      const before: number[] = [];
      for (let i = 0; i < 20; i++) await read();
      for (let i = 0; i < 100; i++) before.push(await read());

      let started = performance.now();
      const count = await t.request({
        method: 'GET',
        url: '/api/staff/broadcasts/segment-count',
        staff,
      });
      const countMs = performance.now() - started;
      const { members, marketing_recipients } = count.json().data;

      started = performance.now();
      const created = await t.request({
        method: 'POST',
        url: '/api/staff/broadcasts',
        staff,
        payload: {
          message_type: 'alert',
          subject_en: 'Scale test',
          subject_es: 'Prueba de escala',
          body_en: 'A broadcast to every member.\n\nSecond paragraph.',
          body_es: 'Un comunicado para todos los socios.\n\nSegundo párrafo.',
          segment: {},
        },
      });
      const createMs = performance.now() - started;
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;

      // The batches, one after another as the queue's worker runs them, beside the reads.
      const during: number[] = [];
      const batches: number[] = [];
      let delivering = true;
      const reader = (async () => {
        while (delivering) during.push(await read());
      })();
      const ctx = { db: t.database.db, config: t.config };
      const deliveryStarted = performance.now();
      let after = 0;
      for (;;) {
        const batchStarted = performance.now();
        const outcome = await runDeliveryBatch(ctx, { broadcastId: id, afterUserId: after });
        batches.push(performance.now() - batchStarted);
        if (outcome !== 'more') break;
        const [row] = await t.database.db
          .select({ cursor: broadcasts.cursorUserId })
          .from(broadcasts)
          .where(eq(broadcasts.id, id));
        after = row?.cursor ?? 0;
      }
      const deliveryMs = performance.now() - deliveryStarted;
      delivering = false;
      await reader;
      const [row] = await t.database.db.select().from(broadcasts).where(eq(broadcasts.id, id));
      const [queued] = (
        (await t.database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and state = 'created'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;

      const report = [
        `members in the segment: ${members} (marketing reaches ${marketing_recipients})`,
        `segment count: ${ms(countMs)}; send call (row + first job): ${ms(createMs)}`,
        `delivery: ${batches.length} batches in ${(deliveryMs / 1000).toFixed(1)} s; batch p50 ${ms(p(batches, 0.5))}, p95 ${ms(p(batches, 0.95))}, max ${ms(Math.max(...batches))}`,
        `delivered ${row?.deliveredCount} messages, ${row?.emailCount} e-mails queued (mail.send jobs waiting: ${queued?.n})`,
        `GET /api/v1/profile before: p50 ${ms(p(before, 0.5))}, p95 ${ms(p(before, 0.95))}; during (${during.length} reads): p50 ${ms(p(during, 0.5))}, p95 ${ms(p(during, 0.95))}, max ${ms(Math.max(...during))}`,
      ];
      console.log(`\n${report.join('\n')}\n`);
      expect(row?.status).toBe('sent');
      expect(row?.deliveredCount).toBe(members);
    } finally {
      await t.app.close();
      await database.close();
    }
  });
});

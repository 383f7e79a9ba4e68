import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/access.ts';
import { orders } from '../../src/db/schema/club.ts';
import { sandboxTransactions } from '../../src/db/schema/sandbox.ts';
import { seedDemo } from '../../src/db/seed/demo.ts';
import { createStaffSession, createTestApp, type TestApp } from '../harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '50' });
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe('the demo as a new user finds it', () => {
  it("has the provider's record of every seeded payment, so an admin can refund one", async () => {
    const db = t.database.db;
    const [maria] = await db.select().from(users).where(eq(users.email, 'maria@example.com'));
    const paid = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, maria?.id ?? 0), inArray(orders.status, [2, 3])));
    expect(paid.length).toBeGreaterThan(0);
    const known = await db
      .select()
      .from(sandboxTransactions)
      .where(
        inArray(
          sandboxTransactions.transactionId,
          paid.map((o) => o.providerTransactionId ?? ''),
        ),
      );
    expect(known).toHaveLength(paid.length);
    const [order] = paid;
    const admin = await createStaffSession(t, 'admin');
    const response = await t.request({
      method: 'POST',
      url: `/api/staff/orders/${order?.id}/refunds`,
      staff: admin,
      payload: { amount: 10, reason: 'Demo refund', idempotency_key: 'demo-refund-0001' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.refunds[0].status).toBe('refunded');
  });
});

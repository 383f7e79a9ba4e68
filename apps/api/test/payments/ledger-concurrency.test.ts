import { paymentBodySchema } from '@mp/contract/payments/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../../src/db/schema/club.ts';
import { createOrderLifecycle } from '../../src/modules/payments/order-lifecycle.ts';
import type { TestApp } from '../harness.ts';
import {
  createPaymentsTestApp,
  member,
  savedCardOrder,
  serviceContext,
} from './checkout-support.ts';

/**
 * Two approvals on one contract at once (two tabs, or the member and the settlement sweep): each
 * takes its principal off the balance the other left. PostgreSQL only: the embedded database has
 * one connection, so its transactions never overlap.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the ledger under two approvals at once',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createPaymentsTestApp();
    });
    afterAll(() => t.close());

    it('counts both principals: the second approval waits for the first and reads its balance', async () => {
      const m = await member(t, { savedCard: true });
      if (!m.card) throw new Error('no saved card');
      const db = t.database.db;
      const lifecycle = createOrderLifecycle(serviceContext(t));
      const card = { cardId: m.card.id, cardType: 'Visa', lastFour: '1111' };
      // The two installments due (1,000.00 of principal) and the whole down payment (3,000.00 of
      // principal and 450.00 of closing cost): different items, the same contract.
      // Read as the route reads them.
      const body = (extra: Record<string, unknown> = {}) =>
        paymentBodySchema.parse(savedCardOrder({ ...m, card: m.card ?? { id: 0 } }, extra));
      const months = await lifecycle.open(m.user.id, body(), card);
      const down = await lifecycle.open(
        m.user.id,
        body({ order_amount: 3450, paymentType: 'down', paymentTypeIds: [m.down.id] }),
        card,
      );
      const approve = (tx: typeof db, orderId: number) =>
        lifecycle.applyApproval(
          tx,
          orderId,
          null,
          { transactionId: `tx-${orderId}`, reasonCode: 100, message: 'Approved' },
          '127.0.0.1',
        );
      const waitingOnLock = async () => {
        const waiting = await db.execute(
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (waiting as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      };

      let second: Promise<unknown> = Promise.resolve();
      await db.transaction(async (tx) => {
        expect(await approve(tx, months.id)).toMatchObject({ refundDue: false });
        // The other approval starts while the first is still open, and must wait for it.
        second = db.transaction((other) => approve(other, down.id));
        while ((await waitingOnLock()) === 0) await new Promise((r) => setTimeout(r, 10));
      });
      expect(await second).toMatchObject({ refundDue: false });

      const [ledger] = await db
        .select({ balance: contracts.balance })
        .from(contracts)
        .where(eq(contracts.id, m.contract.id));
      expect(ledger?.balance).toBe('16000.00');
    });
  },
);

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { insertMember } from '../../src/db/factories/access.ts';
import { insertContract, insertPaidOrder } from '../../src/db/factories/payments.ts';
import { jsonObject, readJsonRows } from '../../src/db/json-object.ts';
import { invoicePdfs, orders } from '../../src/db/schema/club.ts';
import { openTestDatabase } from '../harness.ts';

// A read that carries another table's rows as JSON (issue 23) must hand its callers the values
// Drizzle gives for the same columns: money to the cent, ids, uuids, jsonb, timestamps.
describe('jsonObject and readJsonRows', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const columns = {
    id: orders.id,
    uuid: orders.uuid,
    amount: orders.amount,
    status: orders.status,
    lastFour: orders.lastFour,
    cardId: orders.cardId,
    dueItemIds: orders.dueItemIds,
    createdAt: orders.createdAt,
    plan: orders.plan,
  };

  it('gives each column the value Drizzle gives, timestamps as Dates cut to the millisecond', async () => {
    const { db } = database;
    const user = await insertMember(db, {
      email: 'json-object@example.com',
      passwordHash: 'not-used',
      vidaMemberId: 424_242,
    });
    const contract = await insertContract(db, { userId: user.id });
    const order = await insertPaidOrder(db, {
      userId: user.id,
      contractId: contract.id,
      amount: '1234.05',
    });
    // Microseconds the database keeps and a Date cannot: both reads must cut them the same way.
    await db
      .update(orders)
      .set({ createdAt: sql`'2026-11-28 10:59:29.123987+00'::timestamptz`, dueItemIds: [7, 9] })
      .where(eq(orders.id, order.id));

    const [drizzleRow] = await db.select(columns).from(orders).where(eq(orders.id, order.id));
    const [jsonRow] = await db
      .select({ rows: sql<unknown>`json_agg(${jsonObject(columns)})` })
      .from(orders)
      .where(eq(orders.id, order.id));
    const [read] = readJsonRows(columns, jsonRow?.rows);

    expect(read).toEqual(drizzleRow);
    expect(read?.createdAt).toBeInstanceOf(Date);
    expect(read?.createdAt.toISOString()).toBe('2026-11-28T10:59:29.123Z');
    expect(read?.amount).toBe('1234.05');
    expect(read?.dueItemIds).toEqual([7, 9]);
    expect(read?.cardId).toBeNull();
  });

  it('refuses, when the query is built, a column whose JSON is not the value Drizzle maps it to', () => {
    // Bytes: JSON would carry the database's hex text, Drizzle gives a Buffer.
    expect(() => jsonObject({ invoiceId: invoicePdfs.invoiceId, pdf: invoicePdfs.pdf })).toThrow(
      /pdf is a PgCustomColumn, not carried as JSON/,
    );
  });
});

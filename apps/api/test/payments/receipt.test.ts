import { and, count, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app-context.ts';
import type { Database } from '../../src/db/client.ts';
import { insertCard, insertPayableContract } from '../../src/db/factories/payments.ts';
import { emailOutbox } from '../../src/db/schema/access.ts';
import { invoicePdfs, invoices } from '../../src/db/schema/club.ts';
import { createOrderLifecycle } from '../../src/modules/payments/order-lifecycle.ts';
import { sendReceipt } from '../../src/modules/payments/receipt.ts';
import { enqueueJob } from '../../src/platform/jobs/jobs.ts';
import { createMember, type TestApp, tokenFor } from '../harness.ts';
import { paidOrder } from '../orders/support.ts';
import {
  CVV,
  createPaymentsTestApp,
  member,
  newCardOrder,
  ordersOf,
  postResult,
  resigned,
  savedCardOrder,
  serviceContext,
  throughSandbox,
  VISA,
} from './checkout-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

/** A run of a job as the queue's runner describes it. */
const run = { id: 'test', attempt: 1, isLastAttempt: false };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The receipt e-mails written for an address (the outbox, attachments included). */
const receiptsTo = (address: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, 'payment_receipt')));

/** The order's payments.receipt jobs, in any state. */
async function receiptJobs(orderId: number) {
  const result = await t.database.db.execute(
    sql`select state from pgboss.job
        where name = 'payments.receipt' and (data->>'orderId')::bigint = ${orderId}`,
  );
  return rowsOf<{ state: string }>(result).map((row) => row.state);
}

async function invoiceOf(orderId: number) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (!row) throw new Error(`order ${orderId} has no invoice`);
  return row;
}

const storedPdfs = async (invoiceId: number) =>
  t.database.db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, invoiceId));

const download = (token: string, orderId: number, lang: 'en' | 'es' = 'en') =>
  t.request({ method: 'GET', url: `/api/v1/orders/${orderId}/download`, token, lang });

const pdfText = async (pdf: Buffer) =>
  (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

/** The context the queue's runner gives a job (the test app's own). */
const jobContext = (db: Database = t.database.db): AppContext =>
  serviceContext(t, db) as unknown as AppContext;

describe('the receipt of a saved-card payment (payments.receipt, after the answer)', () => {
  it('answers before the PDF exists: the invoice is recorded, the receipt only queued', async () => {
    const p = await paidOrder(t, { language: 'es' });
    expect(p.order.status).toBe(2);
    const invoice = await invoiceOf(p.order.id);
    expect(invoice.invoiceNumber).toMatch(/^F-\d{4}-\d{6}$/);
    expect(invoice.receiptQueuedAt).toBeNull();
    expect(await receiptJobs(p.order.id)).toEqual(['created']);
    expect(await storedPdfs(invoice.id)).toEqual([]);
    expect(await receiptsTo(p.member.email)).toEqual([]);

    expect(await t.drainJobs()).toMatchObject({ failed: 0 });
    const [mail, ...more] = await receiptsTo(p.member.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toContain('USD');
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    expect(attachment?.filename).toBe(`invoice_${invoice.invoiceNumber}.pdf`);
    // In the member's language, with the card the order was paid with.
    const text = await pdfText(Buffer.from(attachment?.contentBase64 ?? '', 'base64'));
    expect(text).toContain('Comprobante de pago');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('Visa con terminación 1111');
    const [stored, ...others] = await storedPdfs(invoice.id);
    expect(others).toEqual([]);
    expect(stored?.languageId).toBe('es');
    expect(stored?.pdf.toString('base64')).toBe(attachment?.contentBase64);
    expect((await invoiceOf(p.order.id)).receiptQueuedAt).not.toBeNull();
  });

  it('mails once however often the job runs: repeated, run twice at once, retried after a crash', async () => {
    const p = await paidOrder(t);
    const invoice = await invoiceOf(p.order.id);
    // A crash inside the run's transaction (after the outbox insert): nothing of it is kept.
    const crashing = new Proxy(t.database.db, {
      get(target, name, receiver) {
        if (name !== 'transaction') return Reflect.get(target, name, receiver);
        return (work: (tx: Database) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await work(tx);
            throw new Error('process killed mid-transaction');
          });
      },
    });
    await expect(
      sendReceipt.run({ orderId: p.order.id }, jobContext(crashing), run),
    ).rejects.toThrow('process killed');
    expect(await receiptsTo(p.member.email)).toHaveLength(0);
    expect((await invoiceOf(p.order.id)).receiptQueuedAt).toBeNull();

    // Two instances running it at the same moment, and a run that committed but whose job was
    // never marked done (its process died): the queued job then runs again, and once more.
    await Promise.all([
      sendReceipt.run({ orderId: p.order.id }, jobContext(), run),
      sendReceipt.run({ orderId: p.order.id }, jobContext(), run),
    ]);
    expect(await t.drainJobs()).toMatchObject({ failed: 0 });
    await enqueueJob(t.database.db, sendReceipt, { orderId: p.order.id });
    expect(await t.drainJobs()).toMatchObject({ failed: 0 });
    expect(await receiptsTo(p.member.email)).toHaveLength(1);
    expect(await storedPdfs(invoice.id)).toHaveLength(1);
    // Its one mail.send job, too.
    const [mail] = await receiptsTo(p.member.email);
    const sends = await t.database.db.execute(
      sql`select id from pgboss.job
          where name = 'mail.send' and (data->>'id')::bigint = ${mail?.id ?? 0}`,
    );
    expect(rowsOf(sends)).toHaveLength(1);
  });

  it('two payments of one member at once: two invoices, each its own receipt and PDF, mailed once', async () => {
    const person = await createMember(t);
    const { access_token: token } = await tokenFor(t, person.email);
    const db = t.database.db;
    const card = await insertCard(db, { userId: person.id, testCard: VISA, isDefault: true });
    const payables = await Promise.all([
      insertPayableContract(db, { userId: person.id }),
      insertPayableContract(db, { userId: person.id }),
    ]);
    const answers = await Promise.all(
      payables.map(({ contract, monthly }) =>
        t.request({
          method: 'POST',
          url: '/api/v1/payment',
          token,
          payload: savedCardOrder({ contract, monthly, card }, { cvv: CVV }),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const orderIds = answers.map((a) => a.json().data.data.id as number);
    // Both receipts render at once, then every job runs again: still one e-mail each.
    await Promise.all(orderIds.map((orderId) => sendReceipt.run({ orderId }, jobContext(), run)));
    expect(await t.drainJobs()).toMatchObject({ failed: 0 });
    const numbers = await Promise.all(
      orderIds.map(async (orderId) => {
        const invoice = await invoiceOf(orderId);
        expect(await storedPdfs(invoice.id)).toHaveLength(1);
        return invoice.invoiceNumber;
      }),
    );
    expect(new Set(numbers).size).toBe(2);
    const receipts = await receiptsTo(person.email);
    expect(receipts.map((r) => r.attachments[0]?.filename).sort()).toEqual(
      numbers.map((n) => `invoice_${n}.pdf`).sort(),
    );
    // Each PDF is its own invoice's: the number printed in it matches its file name.
    for (const receipt of receipts) {
      const attachment = receipt.attachments[0];
      const text = await pdfText(Buffer.from(attachment?.contentBase64 ?? '', 'base64'));
      expect(attachment?.filename).toContain(
        numbers.find((n) => text.includes(n)) ?? 'no invoice number in the PDF',
      );
    }
  });

  it('a repeated approval of a paid order records nothing more and queues no second receipt', async () => {
    const p = await paidOrder(t);
    const orders = createOrderLifecycle(serviceContext(t));
    const again = await t.database.db.transaction((tx) =>
      orders.applyApproval(
        tx,
        p.order.id,
        { id: null, type: 'Visa', lastFour: '9999' },
        { transactionId: 'late-1', reasonCode: 100, message: 'late' },
        '127.0.0.1',
      ),
    );
    expect(again).toBeNull();
    expect(await receiptJobs(p.order.id)).toEqual(['created']);
    await t.drainJobs();
    const [mail, ...more] = await receiptsTo(p.member.email);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('1111');
    expect(mail?.text).not.toContain('9999');
  });
});

describe('the receipt of a hosted checkout', () => {
  it('one receipt however the result comes: browser, notification, repeated, forged, a late decline', async () => {
    const m = await member(t);
    const { result } = await throughSandbox(
      t,
      m.token,
      '/api/v1/payment/checkout',
      newCardOrder(m),
    );
    expect(result.fields.decision).toBe('ACCEPT');
    const back = await postResult(t, '/api/v1/checkout/receipt', result.fields);
    expect(back.statusCode).toBe(303);
    const [order] = await ordersOf(t, m.user.id);
    expect(order?.status).toBe(2);
    // Answered: the receipt is queued, not written.
    expect(await receiptJobs(order?.id ?? 0)).toEqual(['created']);
    expect(await receiptsTo(m.user.email)).toHaveLength(0);

    const notification = await postResult(t, '/api/v1/checkout/notification', result.fields);
    expect(notification.statusCode).toBe(200);
    expect((await postResult(t, '/api/v1/checkout/receipt', result.fields)).statusCode).toBe(303);
    // Forged: another transaction id without the provider's signature.
    const forged = { ...result.fields, transaction_id: '9999999999999999999999' };
    expect((await postResult(t, '/api/v1/checkout/notification', forged)).statusCode).toBe(400);
    // The provider's later word is a decline: an acceptance is final.
    const decline = resigned(t, { ...result.fields, decision: 'DECLINE', reason_code: '203' });
    await postResult(t, '/api/v1/checkout/notification', decline);

    expect(await t.drainJobs()).toMatchObject({ failed: 0 });
    expect(await receiptJobs(order?.id ?? 0)).toEqual(['completed']);
    const receipts = await receiptsTo(m.user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.attachments[0]?.filename).toMatch(/^invoice_F-\d{4}-\d{6}\.pdf$/);
    expect(await ordersOf(t, m.user.id)).toHaveLength(1);
  });
});

describe('GET /api/v1/orders/{id}/download and the stored invoice', () => {
  it('serves the stored PDF, the e-mail’s own bytes, without rendering it again', async () => {
    const p = await paidOrder(t);
    await t.drainJobs();
    const invoice = await invoiceOf(p.order.id);
    const [mail] = await receiptsTo(p.member.email);
    const served = await download(p.token, p.order.id, 'en');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.toString('base64')).toBe(mail?.attachments[0]?.contentBase64);
    // What is stored is what is served: a stand-in for the stored bytes comes back as it is.
    const standIn = Buffer.from('%PDF-1.3 stored copy\n%%EOF\n');
    await t.database.db
      .update(invoicePdfs)
      .set({ pdf: standIn })
      .where(and(eq(invoicePdfs.invoiceId, invoice.id), eq(invoicePdfs.languageId, 'en')));
    expect((await download(p.token, p.order.id, 'en')).rawPayload).toEqual(standIn);
  });

  it('renders another language once, then serves that one too; a download before the job is the e-mail’s PDF', async () => {
    const p = await paidOrder(t, { language: 'es' });
    const invoice = await invoiceOf(p.order.id);
    // Downloaded before the receipt job ran: rendered and stored, then attached as stored.
    const first = await download(p.token, p.order.id, 'es');
    expect(first.statusCode).toBe(200);
    expect(await pdfText(first.rawPayload)).toContain('Comprobante de pago');
    await t.drainJobs();
    const [mail] = await receiptsTo(p.member.email);
    expect(mail?.attachments[0]?.contentBase64).toBe(first.rawPayload.toString('base64'));

    const english = await download(p.token, p.order.id, 'en');
    expect(await pdfText(english.rawPayload)).toContain('Payment receipt');
    expect((await download(p.token, p.order.id, 'en')).rawPayload).toEqual(english.rawPayload);
    const stored = await storedPdfs(invoice.id);
    expect(stored.map((row) => row.languageId).sort()).toEqual(['en', 'es']);
  });

  it('answers 404 for another member’s order, stored or not, and stores nothing for them', async () => {
    const owner = await paidOrder(t);
    const other = await paidOrder(t);
    const invoice = await invoiceOf(owner.order.id);
    expect((await download(other.token, owner.order.id, 'es')).statusCode).toBe(404);
    expect(await storedPdfs(invoice.id)).toEqual([]);
    await t.drainJobs();
    expect(await storedPdfs(invoice.id)).toHaveLength(1);
    expect((await download(other.token, owner.order.id, 'en')).statusCode).toBe(404);
    expect((await download(other.token, owner.order.id, 'es')).statusCode).toBe(404);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(invoicePdfs)
      .where(eq(invoicePdfs.invoiceId, invoice.id));
    expect(rows?.n).toBe(1);
  });
});

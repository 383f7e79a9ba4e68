import { isMainThread } from 'node:worker_threads';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import type { PdfTask } from '../../src/pdf-worker.ts';
import { createPdfRenderer } from '../../src/platform/pdf-threads.ts';
import { sampleInvoiceInput } from '../payments/invoice-sample.ts';

const INPUT = sampleInvoiceInput(
  'es',
  [
    {
      kind: 'item',
      dueItemId: null,
      paymentType: 'monthly',
      feeType: null,
      dueDate: '2026-11-22',
      amount: '9850.00',
      lateFee: '0.00',
      settled: true,
    },
  ],
  '9850.00',
);
const invoice: PdfTask = { kind: 'invoice', input: INPUT };
const textOf = async (pdf: Buffer) =>
  (await extractText(new Uint8Array(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('the PDFs drawn in a worker thread (platform/pdf-threads.ts)', () => {
  const threads = createPdfRenderer(1);
  const inProcess = createPdfRenderer(0);
  afterAll(async () => {
    await threads.close();
    await inProcess.close();
  });

  it('gives the same document as drawing it in the process, as a Buffer', async () => {
    expect(isMainThread).toBe(true);
    const [fromThread, fromProcess] = await Promise.all([
      threads.render(invoice),
      inProcess.render(invoice),
    ]);
    expect(Buffer.isBuffer(fromThread)).toBe(true);
    expect(fromThread.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(fromThread);
    expect(text).toContain('Comprobante de pago');
    expect(text).toContain('F-2026-000123');
    expect(text).toContain('García López');
    expect(text).toBe(await textOf(fromProcess));
  });

  it('draws documents one after another in one thread, each whole', async () => {
    const numbers = ['F-2026-000201', 'F-2026-000202', 'F-2026-000203'];
    const pdfs = await Promise.all(
      numbers.map((invoiceNumber) =>
        threads.render({ kind: 'invoice', input: { ...INPUT, lang: 'en', invoiceNumber } }),
      ),
    );
    const texts = await Promise.all(pdfs.map(textOf));
    texts.forEach((text, i) => {
      expect(text).toContain('Payment receipt');
      expect(text).toContain(numbers[i]);
    });
  });

  it('rejects a task it cannot draw, and the thread draws the next one', async () => {
    const broken = { kind: 'invoice', input: { ...INPUT, order: null } } as unknown as PdfTask;
    await expect(threads.render(broken)).rejects.toThrow();
    expect((await threads.render(invoice)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('finishes the documents under way before it closes', async () => {
    const closing = createPdfRenderer(1);
    const pending = closing.render(invoice);
    await closing.close();
    expect((await pending).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

import { type CreditNoteData, renderCreditNotePdf } from './modules/orders/credit-note.ts';
import { type OrderInvoiceInput, renderOrderInvoice } from './modules/payments/invoice-pdf.ts';

/**
 * The PDFs the portal renders, run in a worker thread (platform/pdf-threads.ts): laying out and
 * compressing a document is tens of milliseconds of CPU that no request should wait behind
 * (issue 23). Its own entry of the build (dist/pdf-worker.js); the data comes as a structured
 * clone and the bytes go back moved, not copied.
 */
export type PdfTask =
  | { kind: 'invoice'; input: OrderInvoiceInput }
  | { kind: 'credit_note'; data: CreditNoteData };

export default async function renderPdf(task: PdfTask): Promise<Uint8Array> {
  switch (task.kind) {
    case 'invoice':
      return renderOrderInvoice(task.input);
    case 'credit_note':
      return renderCreditNotePdf(task.data);
  }
}

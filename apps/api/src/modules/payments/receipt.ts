import type { Language } from '@mp/contract/constants';
import { formatMoney, toCents } from '@mp/contract/money/money';
import type { AppContext } from '../../app-context.ts';
import { defineJob } from '../../platform/jobs/jobs.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { paymentsEmails } from './payments-emails.ts';
import {
  findInvoiceData,
  findInvoicePdf,
  type InvoiceData,
  markReceiptQueued,
  storeInvoicePdf,
} from './payments-repository.ts';

const languageOf = (languageId: string): Language => (languageId === 'es' ? 'es' : 'en');

/** The invoice's PDF in a language: as stored once rendered, or rendered now (not stored). */
async function invoicePdfOf(
  { db, pdf: renderer }: Pick<AppContext, 'db' | 'pdf'>,
  found: InvoiceData,
  lang: Language,
) {
  const stored = await findInvoicePdf(db, null, found.order.id, lang);
  if (stored) return { pdf: stored, isStored: true };
  const { order, contract, user } = found;
  const pdf = await renderer.render({
    kind: 'invoice',
    input: {
      lang,
      invoiceNumber: found.invoice.invoiceNumber,
      issuedAt: found.invoice.issuedAt,
      // Only what the invoice prints crosses to the thread.
      order: {
        reference: order.reference,
        paymentType: order.paymentType,
        currency: order.currency,
        cardType: order.cardType,
        lastFour: order.lastFour,
        lines: order.lines,
        amount: order.amount,
      },
      contract: { contractNumber: contract.contractNumber, resort: contract.resort },
      user: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        vidaMemberId: user.vidaMemberId,
      },
    },
  });
  return { pdf, isStored: false };
}

/**
 * The PDF of one of the member's invoices in the reader's language (the download): rendered the
 * first time, then served as stored (decision "Receipts after the answer"). Undefined when the
 * order is not the member's or has no invoice.
 */
export async function memberInvoicePdf(
  ctx: Pick<AppContext, 'db' | 'pdf'>,
  userId: number,
  orderId: number,
  lang: Language,
): Promise<Buffer | undefined> {
  const { db } = ctx;
  const stored = await findInvoicePdf(db, userId, orderId, lang);
  if (stored) return stored;
  const found = await findInvoiceData(db, userId, orderId);
  if (!found) return undefined;
  const { pdf } = await invoicePdfOf(ctx, found, lang);
  await storeInvoicePdf(db, found.invoice.id, lang, pdf);
  return pdf;
}

/**
 * The receipt of an approved payment (issue 23: after the payment's answer, not inside it): the
 * invoice the approval recorded, rendered in the member's language and stored, and the receipt
 * e-mail with it attached written to the outbox. The e-mail is written once per invoice: the
 * invoice is marked in the same transaction as the outbox row, so a repeated job, or one retried
 * after a crash, finds it marked and sends nothing more.
 */
export const sendReceipt = defineJob<{ orderId: number }>({
  name: 'payments.receipt',
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  // One PDF at a time: a burst of payments does not take the whole process for rendering.
  concurrency: 1,
  describe: (data) => `order #${data.orderId}`,
  async run({ orderId }, ctx: Pick<AppContext, 'db' | 'config' | 'kickMail' | 'pdf'>) {
    const { db, config } = ctx;
    const found = await findInvoiceData(db, null, orderId);
    if (!found || found.invoice.receiptQueuedAt !== null) return;
    const { order, contract, invoice, user } = found;
    const lang = languageOf(user.languageId);
    // Rendered outside the transaction (the embedded database has one connection).
    const { pdf, isStored } = await invoicePdfOf(ctx, found, lang);
    const currency = order.currency === 'MXN' ? 'MXN' : 'USD';
    const mail = paymentsEmails.receipt(lang, user.firstName, {
      amount: formatMoney(toCents(order.amount), currency, lang),
      contract: contract.contractNumber,
      resort: contract.resort,
      card: order.cardType ?? '',
      lastFour: order.lastFour ?? '',
      invoice: invoice.invoiceNumber,
      reference: order.reference,
      historyUrl: `${config.publicUrl}/my-vida-vacations-payments_history`,
    });
    const isQueued = await db.transaction(async (tx) => {
      if (!(await markReceiptQueued(tx, invoice.id))) return false;
      if (!isStored) await storeInvoicePdf(tx, invoice.id, lang, pdf);
      await enqueueEmail(tx, {
        ...mail,
        to: user.email,
        template: 'payment_receipt',
        attachments: [
          {
            filename: `invoice_${invoice.invoiceNumber}.pdf`,
            contentType: 'application/pdf',
            contentBase64: pdf.toString('base64'),
          },
        ],
      });
      return true;
    });
    if (isQueued) ctx.kickMail();
  },
});

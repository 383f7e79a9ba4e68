import type { Language } from '@mp/contract/constants';
import type { OrderLine } from '../../src/db/schema/club.ts';
import type { OrderInvoiceInput } from '../../src/modules/payments/invoice-pdf.ts';

/** One paid order's invoice as the download and the receipt job render it (Ana's, in MXN). */
export function sampleInvoiceInput(
  lang: Language,
  lines: readonly OrderLine[],
  amount: string,
): OrderInvoiceInput {
  return {
    lang,
    invoiceNumber: 'F-2026-000123',
    issuedAt: new Date('2026-11-25T18:00:00Z'),
    order: {
      reference: 'MP-3F9A1C2B7D4E',
      paymentType: 'monthly',
      currency: 'MXN',
      cardType: 'Visa',
      lastFour: '4444',
      lines,
      amount,
    },
    contract: { contractNumber: 'GM-2019-004512', resort: 'Grand Mayan Riviera Maya' },
    user: { firstName: 'Ana', lastName: 'García López', email: 'ana@example.com', vidaMemberId: 1 },
  };
}

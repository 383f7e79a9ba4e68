import type { Language } from '@mp/contract/constants';
import { type Cents, formatMoney, sumCents, toCents } from '@mp/contract/money/money';
import { CLUB_LEGAL } from '@mp/contract/payments/constants';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../../src/db/schema/club.ts';
import {
  type InvoiceData,
  invoiceContent,
  renderOrderInvoice,
} from '../../src/modules/payments/invoice-pdf.ts';
import { sampleInvoiceInput } from './invoice-sample.ts';

const installment = (dueDate: string, amount: string, lateFee = '0.00'): OrderLine => ({
  kind: 'item',
  dueItemId: null,
  paymentType: 'monthly',
  feeType: null,
  dueDate,
  amount,
  lateFee,
  settled: true,
});

/** Two installments, one of them late, and a part of a third: as an order stores them. */
const LINES: OrderLine[] = [
  installment('2026-10-22', '9850.00', '492.50'),
  installment('2026-11-22', '9850.00'),
  { ...installment('2026-12-22', '4000.00'), settled: false },
];
const TOTAL = '24192.50';

function invoice(lang: Language, lines: readonly OrderLine[] = LINES, total = TOTAL): InvoiceData {
  return {
    lang,
    invoiceNumber: 'F-2026-000123',
    issuedAt: new Date('2026-11-25T18:00:00Z'),
    reference: 'MP-3F9A1C2B7D4E',
    member: { name: 'Ana García López', email: 'ana@example.com', memberId: 1204567 },
    contract: { number: 'GM-2019-004512', resort: 'Grand Mayan Riviera Maya' },
    paymentType: 'monthly',
    currency: 'MXN',
    card: { type: 'Visa', lastFour: '4444' },
    lines,
    total: toCents(total),
  };
}

/** The PDF as the download and the receipt e-mail make it, read back as text. */
async function pdfText(lang: Language, lines: readonly OrderLine[] = LINES, total = TOTAL) {
  const pdf = await renderOrderInvoice(sampleInvoiceInput(lang, lines, total));
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { text: printed(text), totalPages };
}

/** Text as a PDF reader gives it back: the money format's no-break space is a plain one. */
const printed = (text: string) => text.replace(/\s+/g, ' ');
const mxn = (amount: string, lang: Language) => formatMoney(toCents(amount), 'MXN', lang);

describe('payment receipt content', () => {
  it('is a "Comprobante de pago" in Spanish, never a factura, and says it is not a CFDI', () => {
    const c = invoiceContent(invoice('es'));
    expect(c.title).toBe('Comprobante de pago');
    expect(c.facts[0][0]).toEqual(['Número de comprobante', 'F-2026-000123']);
    const labels = [c.title, ...c.facts.flat().map(([label]) => label), ...c.columns];
    expect(labels.join(' ')).not.toMatch(/factur/i);
    expect(c.notCfdi).toMatch(/no es una factura fiscal \(CFDI\)/);
    expect(c.notCfdi).toContain('Atención a Socios');
    expect(c.care.heading).toBe('Atención a Socios');
  });

  it('is a payment receipt in English that is not a Mexican tax invoice', () => {
    const c = invoiceContent(invoice('en'));
    expect(c.title).toBe('Payment receipt');
    expect(c.notCfdi).toMatch(/^This receipt is not a Mexican tax invoice \(CFDI\)\./);
    expect(c.notCfdi).toContain('Member Care');
  });

  it.each(['en', 'es'] as const)(
    'names the club: legal name, RFC, address, Member Care (%s)',
    (lang) => {
      const c = invoiceContent(invoice(lang));
      expect(c.issuer.name).toBe(CLUB_LEGAL.name);
      expect(c.issuer.lines.join('\n')).toContain(CLUB_LEGAL.taxId);
      expect(c.issuer.lines).toEqual(expect.arrayContaining([...CLUB_LEGAL.address]));
      expect(c.care.phone).toContain(CLUB_LEGAL.memberCare.phone);
      expect(c.care.email).toBe(CLUB_LEGAL.memberCare.email);
    },
  );

  it.each(['en', 'es'] as const)('subtotal + late fees = total paid, to the cent (%s)', (lang) => {
    const { totals, rows } = invoiceContent(invoice(lang));
    expect(totals.subtotal.cents).toBe(toCents('23700.00'));
    expect(totals.lateFees.cents).toBe(toCents('492.50'));
    expect(sumCents([totals.subtotal.cents, totals.lateFees.cents])).toBe(totals.total.cents);
    expect(totals.total.text).toBe(mxn(TOTAL, lang));
    expect(totals.subtotal.text).toBe(mxn('23700.00', lang));
    // Each row shows what the order stored for it, in the one money format.
    expect(rows[0]?.slice(2)).toEqual([mxn('9850.00', lang), mxn('492.50', lang)]);
  });

  it('prints the stored lines as they are: no rule is applied again', () => {
    // Cents that no split of a round amount would give: they must come out unchanged.
    const lines = [
      installment('2026-10-22', '1184.99', '59.26'),
      installment('2026-11-22', '0.01'),
    ];
    const { totals } = invoiceContent(invoice('en', lines, '1244.26'));
    expect(totals.subtotal.cents).toBe(118500 as Cents);
    expect(totals.lateFees.cents).toBe(5926 as Cents);
    expect(totals.total.cents).toBe(124426 as Cents);
  });
});

describe('payment receipt PDF', () => {
  it('prints the Spanish receipt: title, club details, subtotal, late fees, total and the CFDI note', async () => {
    const { text, totalPages } = await pdfText('es');
    expect(totalPages).toBe(1);
    for (const expected of [
      'Comprobante de pago',
      'Número de comprobante',
      'Pagado por',
      CLUB_LEGAL.name,
      `RFC: ${CLUB_LEGAL.taxId}`,
      ...CLUB_LEGAL.address,
      CLUB_LEGAL.memberCare.phone,
      CLUB_LEGAL.memberCare.email,
      'Atención a Socios',
      'Subtotal',
      mxn('23700.00', 'es'),
      'Recargos',
      mxn('492.50', 'es'),
      'Total pagado',
      mxn(TOTAL, 'es'),
      '(CFDI)',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(printed(expected));
    }
    expect(text).not.toMatch(/Número de factura|Facturado|Factura F-/);
  });

  it('prints the English receipt with the same numbers', async () => {
    const { text } = await pdfText('en');
    for (const expected of [
      'Payment receipt',
      CLUB_LEGAL.name,
      `Tax ID (RFC): ${CLUB_LEGAL.taxId}`,
      'Subtotal',
      mxn('23700.00', 'en'),
      'Late fees',
      mxn('492.50', 'en'),
      'Total paid',
      mxn(TOTAL, 'en'),
      'This receipt is not a Mexican tax invoice (CFDI).',
    ]) {
      expect(text).toContain(printed(expected));
    }
  });

  it('runs onto more pages for many items, numbering each and totalling once', async () => {
    const lines = Array.from({ length: 30 }, (_, i) =>
      installment(`2027-${String((i % 12) + 1).padStart(2, '0')}-22`, '100.00'),
    );
    const { text, totalPages } = await pdfText('es', lines, '3000.00');
    expect(totalPages).toBe(2);
    expect(text).toContain('Página 1 de 2');
    expect(text).toContain('Página 2 de 2');
    expect(text.split('Total pagado')).toHaveLength(2);
    expect(text).toContain(`Total pagado ${printed(mxn('3000.00', 'es'))}`);
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@mp/contract/constants';
import { formatDayMonthYear } from '@mp/contract/i18n/dates';
import { interpolate } from '@mp/contract/i18n/interpolate';
import {
  type Cents,
  type Currency,
  formatMoney,
  sumCents,
  toCents,
} from '@mp/contract/money/money';
import { feeTypeLabel } from '@mp/contract/payments/constants';
import { type PaymentsEmailKey, paymentsEmailsEn } from '@mp/contract/payments/emails.en';
import { paymentsEmailsEs } from '@mp/contract/payments/emails.es';
import PDFDocument from 'pdfkit';
import type { OrderLine } from '../../db/schema/club.ts';
import { woffToSfnt } from '../../platform/woff.ts';

const require = createRequire(import.meta.url);
/**
 * Inter, embedded: every accent of both languages renders the same on any reader. The package
 * ships WOFF, whose tables pdfkit would inflate in JavaScript for every document (90% of an
 * invoice's time, issue 11): they are unpacked once, natively, into plain font files.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function invoiceFonts() {
  fonts ??= {
    regular: woffToSfnt(
      readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
    ),
    bold: woffToSfnt(
      readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
    ),
  };
  return fonts;
}

const texts: Record<Language, Record<PaymentsEmailKey, string>> = {
  en: paymentsEmailsEn,
  es: paymentsEmailsEs,
};

export interface InvoiceData {
  lang: Language;
  invoiceNumber: string;
  issuedAt: Date;
  reference: string;
  member: { name: string; email: string; memberId: number | null };
  contract: { number: string; resort: string };
  paymentType: OrderLine['paymentType'];
  currency: Currency;
  card: { type: string | null; lastFour: string | null };
  lines: readonly OrderLine[];
  total: Cents;
}

const INK = '#1B2432';
const MUTED = '#4A5360';
const NAVY = '#0B2545';
const LINE = '#D9CDB8';

function lineLabel(line: OrderLine, lang: Language): string {
  const t = texts[lang];
  if (line.kind === 'extra_principal') return t.invoice_extra_principal;
  const label =
    line.paymentType === 'other_fees'
      ? feeTypeLabel(line.feeType ?? '', lang)
      : line.paymentType === 'monthly'
        ? t.item_installment
        : line.paymentType === 'down'
          ? t.item_down
          : t.item_cash_out;
  return line.settled ? label : `${label} ${t.invoice_part_paid}`;
}

/** The PDF invoice of a paid order (issue 8), in the member's language; resolves to its bytes. */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const t = texts[data.lang];
  const money = (cents: Cents) => formatMoney(cents, data.currency, data.lang);
  // A due date is a calendar day: read at noon UTC it is the same day in every American zone.
  const date = (value: Date | string) =>
    formatDayMonthYear(
      typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value,
      data.lang,
    );
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: { Title: `${t.invoice_title} ${data.invoiceNumber}`, Author: 'Member Passport' },
    lang: data.lang === 'es' ? 'es-MX' : 'en-US',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = invoiceFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Header band
  doc.rect(0, 0, doc.page.width, 96).fill(NAVY);
  doc.font('bold').fontSize(22).fillColor('#FFFFFF').text('Member Passport', left, 34);
  doc.font('regular').fontSize(12).text(`${t.invoice_title} ${data.invoiceNumber}`, left, 40, {
    width,
    align: 'right',
  });

  // Facts: two columns of label / value
  const facts: [string, string][] = [
    [t.invoice_number, data.invoiceNumber],
    [t.invoice_date, date(data.issuedAt)],
    [t.invoice_reference, data.reference],
    [t.invoice_billed_to, data.member.name],
    ['', data.member.email],
    [t.invoice_member_id, data.member.memberId === null ? '-' : String(data.member.memberId)],
    [t.invoice_contract, data.contract.number],
    [t.invoice_resort, data.contract.resort],
    [t.invoice_payment_type, t[`type_${data.paymentType}`]],
    [
      t.invoice_card,
      data.card.lastFour
        ? interpolate(t.invoice_card_ending, {
            card: data.card.type ?? '',
            last_four: data.card.lastFour,
          })
        : '-',
    ],
    [t.invoice_currency, data.currency],
  ];
  let y = 128;
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(10).fillColor(MUTED).text(label, left, y, { width: 150 });
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(INK)
      .text(value, left + 160, y, { width: width - 160 });
    y += 20;
  }

  // Items table
  y += 16;
  doc.font('bold').fontSize(13).fillColor(NAVY).text(t.invoice_items, left, y);
  y += 24;
  const cols = [
    { key: t.invoice_item, x: left, w: 200, align: 'left' as const },
    { key: t.invoice_due_date, x: left + 200, w: 90, align: 'left' as const },
    { key: t.invoice_amount, x: left + 290, w: 100, align: 'right' as const },
    { key: t.invoice_late_fee, x: left + 390, w: width - 390, align: 'right' as const },
  ];
  doc.font('bold').fontSize(10).fillColor(MUTED);
  for (const col of cols) doc.text(col.key, col.x, y, { width: col.w, align: col.align });
  y += 16;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(LINE)
    .stroke();
  y += 8;
  doc.font('regular').fontSize(10).fillColor(INK);
  for (const line of data.lines) {
    const cells = [
      lineLabel(line, data.lang),
      line.dueDate ? date(line.dueDate) : '-',
      money(toCents(line.amount)),
      money(toCents(line.lateFee)),
    ];
    cells.forEach((cell, index) => {
      const col = cols[index];
      if (col) doc.text(cell, col.x, y, { width: col.w, align: col.align });
    });
    y += 20;
    if (y > doc.page.height - 160) {
      doc.addPage();
      y = doc.page.margins.top;
    }
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(LINE)
    .stroke();
  y += 12;

  const lateFees = sumCents(data.lines.map((line) => toCents(line.lateFee)));
  const totals: [string, string, boolean][] = [
    [t.invoice_late_fees_total, money(lateFees), false],
    [t.invoice_total, money(data.total), true],
  ];
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 13 : 10)
      .fillColor(strong ? NAVY : INK);
    doc.text(label, left + 200, y, { width: 190, align: 'right' });
    doc.text(value, left + 390, y, { width: width - 390, align: 'right' });
    y += strong ? 24 : 18;
  }

  y += 24;
  doc.font('regular').fontSize(11).fillColor(INK).text(t.invoice_thanks, left, y, { width });
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(t.invoice_footer, left, doc.page.height - 72, { width, align: 'center' });
  doc.end();
  return done;
}

/**
 * The invoice of one order from its rows: the one mapping of order, contract and member to what
 * the PDF prints (the download and the receipt both use it). `card` overrides the order's card
 * when the order is being completed with a card the provider just reported.
 */
export function renderOrderInvoice(input: {
  lang: Language;
  invoiceNumber: string;
  issuedAt: Date;
  order: {
    reference: string;
    paymentType: string;
    currency: string;
    cardType: string | null;
    lastFour: string | null;
    lines: readonly OrderLine[];
    amount: string;
  };
  contract: { contractNumber: string; resort: string };
  user: { firstName: string; lastName: string; email: string; vidaMemberId: number | null };
  card?: { type: string; lastFour: string };
}): Promise<Buffer> {
  const { order, contract, user } = input;
  return renderInvoicePdf({
    lang: input.lang,
    invoiceNumber: input.invoiceNumber,
    issuedAt: input.issuedAt,
    reference: order.reference,
    member: {
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      memberId: user.vidaMemberId,
    },
    contract: { number: contract.contractNumber, resort: contract.resort },
    paymentType: order.paymentType as OrderLine['paymentType'],
    currency: order.currency === 'MXN' ? 'MXN' : 'USD',
    card: input.card ?? { type: order.cardType, lastFour: order.lastFour },
    lines: order.lines,
    total: toCents(order.amount),
  });
}

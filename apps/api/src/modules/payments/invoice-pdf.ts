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
import { CLUB_LEGAL, feeTypeLabel } from '@mp/contract/payments/constants';
import { type PaymentsEmailKey, paymentsEmailsEn } from '@mp/contract/payments/emails.en';
import { paymentsEmailsEs } from '@mp/contract/payments/emails.es';
import { MEMBER_CARE_NAME } from '@mp/contract/profile/constants';
import PDFDocument from 'pdfkit';
import type { OrderLine } from '../../db/schema/club.ts';
import { woffToSfnt } from '../../platform/woff.ts';

const require = createRequire(import.meta.url);

/** What pdfkit takes of an opened (fontkit) font here: its word layout. */
interface GlyphRun {
  glyphs: readonly unknown[];
  positions: readonly Record<string, number>[];
  readonly advanceWidth: number;
}
interface OpenedFont {
  layout(text: string, features?: unknown): GlyphRun;
}

/** Words laid out per font, kept across documents up to this many (then started afresh). */
const LAYOUTS_KEPT = 20_000;

/**
 * A font opened once per process, its words' layouts kept (issue 23): pdfkit opens the font file
 * again for every document, and laying out Inter's words (its contextual alternates) was two
 * thirds of an invoice's time. pdfkit takes an opened font in place of a file; each document
 * still embeds its own subset. A layout is handed out as a copy because pdfkit scales the
 * positions it gets in place.
 */
function openFont(bytes: Buffer): OpenedFont {
  // pdfkit's own fontkit opens it: the document a font is registered with holds it as _font.
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.registerFont('font', bytes);
  probe.font('font');
  const font = (probe as unknown as { _font: { font: OpenedFont } })._font.font;
  const layout = font.layout.bind(font);
  const kept = new Map<string, GlyphRun>();
  font.layout = (text, features) => {
    if (features) return layout(text, features);
    let run = kept.get(text);
    if (!run) {
      if (kept.size >= LAYOUTS_KEPT) kept.clear();
      run = layout(text);
      kept.set(text, run);
    }
    const positions = run.positions.map((position) => ({ ...position }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((width, position) => width + (position.xAdvance ?? 0), 0);
      },
    };
  };
  return font;
}

/**
 * Inter, embedded: every accent of both languages renders the same on any reader. The package
 * ships WOFF, whose tables pdfkit would inflate in JavaScript for every document (90% of an
 * invoice's time, issue 11): they are unpacked once, natively, into plain font files, and opened
 * once (openFont).
 */
let fonts: { regular: OpenedFont; bold: OpenedFont } | undefined;
function invoiceFonts() {
  const inter = (weight: 400 | 700) =>
    openFont(
      woffToSfnt(
        readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      ),
    );
  fonts ??= { regular: inter(400), bold: inter(700) };
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

// The portal's design tokens (apps/web/src/ui/tokens.css), for print.
const INK = '#1B2432';
const MUTED = '#5A6473';
const NAVY = '#0B2545';
const INVERSE_MUTED = '#C5D0DE';
const TEAL_DARK = '#0A5F5E';
const GOLD = '#C9A227';
const SAND = '#F6EFE4';
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

type Fact = readonly [label: string, value: string];
interface TotalLine {
  label: string;
  cents: Cents;
  text: string;
}

/** Everything the receipt prints, as text, in reading order: the drawing only places it. */
export interface InvoiceContent {
  title: string;
  number: string;
  issuer: { heading: string; name: string; lines: string[] };
  care: { heading: string; phone: string; email: string; hours: string };
  /** Two columns of label / value: the payment, and who paid for what. */
  facts: [Fact[], Fact[]];
  itemsHeading: string;
  columns: [string, string, string, string];
  rows: [string, string, string, string][];
  /** Subtotal (the items without late fees) + late fees = total paid, all from the stored order. */
  totals: { subtotal: TotalLine; lateFees: TotalLine; total: TotalLine };
  notCfdi: string;
  thanks: string;
  page: (page: number, pages: number) => string;
}

/**
 * The receipt's texts in the member's language. Amounts are the order's stored lines to the cent
 * (what the payment put on each item when it was allocated): nothing is worked out again here.
 */
export function invoiceContent(data: InvoiceData): InvoiceContent {
  const t = texts[data.lang];
  const money = (cents: Cents) => formatMoney(cents, data.currency, data.lang);
  // A due date is a calendar day: read at noon UTC it is the same day in every American zone.
  const date = (value: Date | string) =>
    formatDayMonthYear(
      typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value,
      data.lang,
    );
  const total = (label: string, cents: Cents): TotalLine => ({ label, cents, text: money(cents) });
  return {
    title: t.invoice_title,
    number: data.invoiceNumber,
    issuer: {
      heading: t.invoice_issued_by,
      name: CLUB_LEGAL.name,
      lines: [interpolate(t.invoice_tax_id, { tax_id: CLUB_LEGAL.taxId }), ...CLUB_LEGAL.address],
    },
    care: {
      heading: MEMBER_CARE_NAME[data.lang],
      phone: interpolate(t.invoice_care_phone, { phone: CLUB_LEGAL.memberCare.phone }),
      email: CLUB_LEGAL.memberCare.email,
      hours: t.invoice_care_hours,
    },
    facts: [
      [
        [t.invoice_number, data.invoiceNumber],
        [t.invoice_date, date(data.issuedAt)],
        [t.invoice_reference, data.reference],
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
      ],
      [
        [t.invoice_billed_to, `${data.member.name}\n${data.member.email}`],
        [t.invoice_member_id, data.member.memberId === null ? '-' : String(data.member.memberId)],
        [t.invoice_contract, data.contract.number],
        [t.invoice_resort, data.contract.resort],
        [t.invoice_currency, data.currency],
      ],
    ],
    itemsHeading: t.invoice_items,
    columns: [t.invoice_item, t.invoice_due_date, t.invoice_amount, t.invoice_late_fee],
    rows: data.lines.map((line) => [
      lineLabel(line, data.lang),
      line.dueDate ? date(line.dueDate) : '-',
      money(toCents(line.amount)),
      money(toCents(line.lateFee)),
    ]),
    totals: {
      subtotal: total(t.invoice_subtotal, sumCents(data.lines.map((l) => toCents(l.amount)))),
      lateFees: total(
        t.invoice_late_fees_total,
        sumCents(data.lines.map((l) => toCents(l.lateFee))),
      ),
      total: total(t.invoice_total, data.total),
    },
    notCfdi: t.invoice_not_cfdi,
    thanks: t.invoice_thanks,
    page: (page, pages) => interpolate(t.invoice_page, { page, pages }),
  };
}

/**
 * The PDF payment receipt of a paid order (issue 8; issuer and subtotal, issue 20 item 21), in
 * the member's language; resolves to its bytes. Not a CFDI, and it says so.
 */
export function renderInvoicePdf(
  data: InvoiceData,
  /** Another document in the receipt's layout (the orders area's credit note, issue 22). */
  content: InvoiceContent = invoiceContent(data),
): Promise<Buffer> {
  const c = content;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    // The footer names every page's number among all pages: pages are kept until the end.
    bufferPages: true,
    info: { Title: `${c.title} ${c.number}`, Author: CLUB_LEGAL.name },
    lang: data.lang === 'es' ? 'es-MX' : 'en-US',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = invoiceFonts();
  // An opened font where pdfkit's types name only a file's bytes (see openFont).
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;
  // Content stops above the footer band.
  const bottom = doc.page.height - 80;

  const heading = (text: string, x: number, at: number, w: number) =>
    doc
      .font('bold')
      .fontSize(8)
      .fillColor(TEAL_DARK)
      .text(text.toLocaleUpperCase(data.lang === 'es' ? 'es-MX' : 'en-US'), x, at, {
        width: w,
        characterSpacing: 0.8,
      });
  const rule = (at: number, color = LINE, x0 = left, x1 = right) =>
    doc.moveTo(x0, at).lineTo(x1, at).lineWidth(0.75).strokeColor(color).stroke();

  // Header band: the brand, then what the document is and its number.
  doc.rect(0, 0, doc.page.width, 92).fill(NAVY);
  doc.rect(0, 92, doc.page.width, 4).fill(GOLD);
  doc.font('bold').fontSize(22).fillColor('#FFFFFF').text('Member Passport', left, 34);
  doc.font('bold').fontSize(15).fillColor('#FFFFFF').text(c.title, left, 30, {
    width,
    align: 'right',
  });
  doc.font('regular').fontSize(11).fillColor(INVERSE_MUTED).text(c.number, left, 52, {
    width,
    align: 'right',
  });

  // Issuer and Member Care, side by side.
  const half = (width - 24) / 2;
  const careX = left + half + 24;
  let y = 120;
  heading(c.issuer.heading, left, y, half);
  heading(c.care.heading, careX, y, half);
  y += 16;
  doc.font('bold').fontSize(10.5).fillColor(INK).text(c.issuer.name, left, y, { width: half });
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  for (const line of c.issuer.lines) doc.text(line, { width: half });
  const issuerEnd = doc.y;
  doc.font('bold').fontSize(10.5).fillColor(INK).text(c.care.phone, careX, y, { width: half });
  doc.font('regular').fontSize(9.5).fillColor(TEAL_DARK).text(c.care.email, { width: half });
  doc.fillColor(MUTED).text(c.care.hours, { width: half });
  y = Math.max(issuerEnd, doc.y) + 14;
  rule(y);
  y += 16;

  // Facts: two columns of label / value under the two blocks above (the first one may use
  // half the gutter). Labels take the width of the longest, within reason.
  const factColumns = [
    { x: left, width: careX - left - 12 },
    { x: careX, width: half },
  ];
  const columnEnds = c.facts.map((facts, index) => {
    const column = factColumns[index] ?? { x: left, width: half };
    doc.font('regular').fontSize(9);
    const labelWidth = Math.min(
      column.width * 0.48,
      Math.ceil(Math.max(...facts.map(([label]) => doc.widthOfString(label)))) + 2,
    );
    const valueX = column.x + labelWidth + 10;
    const valueWidth = column.width - labelWidth - 10;
    let at = y;
    for (const [label, value] of facts) {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(MUTED)
        .text(label, column.x, at + 1, {
          width: labelWidth,
        });
      const labelEnd = doc.y;
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(INK)
        .text(value, valueX, at, { width: valueWidth, lineGap: 2 });
      at = Math.max(doc.y, labelEnd, at + 14) + 5;
    }
    return at;
  });
  y = Math.max(...columnEnds) + 16;

  // Items table.
  const cols = [
    { x: left, w: 216, align: 'left' as const },
    { x: left + 224, w: 86, align: 'left' as const },
    { x: left + 310, w: 95, align: 'right' as const },
    { x: left + 405, w: width - 405, align: 'right' as const },
  ];
  const padX = 8;
  const tableHeader = () => {
    doc.rect(left, y, width, 20).fill(SAND);
    doc.font('bold').fontSize(9).fillColor(NAVY);
    c.columns.forEach((text, index) => {
      const col = cols[index];
      if (col) doc.text(text, col.x + padX, y + 6, { width: col.w - 2 * padX, align: col.align });
    });
    y += 20;
  };
  doc.font('bold').fontSize(13).fillColor(NAVY).text(c.itemsHeading, left, y);
  y += 22;
  tableHeader();
  for (const row of c.rows) {
    doc.font('regular').fontSize(10);
    const first = cols[0];
    const labelHeight = first ? doc.heightOfString(row[0], { width: first.w - 2 * padX }) : 12;
    const rowHeight = Math.max(22, labelHeight + 10);
    if (y + rowHeight > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
      tableHeader();
    }
    doc.font('regular').fontSize(10).fillColor(INK);
    row.forEach((text, index) => {
      const col = cols[index];
      if (col) doc.text(text, col.x + padX, y + 6, { width: col.w - 2 * padX, align: col.align });
    });
    y += rowHeight;
    rule(y);
  }

  // The CFDI note beside the totals, then the thanks: kept together on one page.
  const boxX = left + 230;
  const boxWidth = width - 230;
  const noteWidth = boxX - 16 - left - 28;
  doc.font('regular').fontSize(9);
  const noteTextHeight = doc.heightOfString(c.notCfdi, { width: noteWidth, lineGap: 2 });
  const boxHeight = Math.max(88, noteTextHeight + 24);
  if (y + 16 + boxHeight + 40 > bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y += 16;
  doc.save();
  doc.roundedRect(left, y, boxX - 16 - left, boxHeight, 8).clip();
  doc.rect(left, y, boxX - 16 - left, boxHeight).fill(SAND);
  doc.rect(left, y, 4, boxHeight).fill(GOLD);
  doc.restore();
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(c.notCfdi, left + 16, y + (boxHeight - noteTextHeight) / 2 + 1, {
      width: noteWidth,
      lineGap: 2,
    });

  doc.roundedRect(boxX, y, boxWidth, boxHeight, 8).fill(SAND);
  const totalRow = (line: TotalLine, at: number, strong: boolean) => {
    doc
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 12.5 : 10)
      .fillColor(strong ? NAVY : INK);
    doc.text(line.label, boxX + 16, at, { width: boxWidth / 2 - 16 });
    doc.text(line.text, boxX + boxWidth / 2, at, { width: boxWidth / 2 - 16, align: 'right' });
  };
  const totalsTop = y + (boxHeight - 88) / 2;
  totalRow(c.totals.subtotal, totalsTop + 14, false);
  totalRow(c.totals.lateFees, totalsTop + 32, false);
  rule(totalsTop + 52, NAVY, boxX + 16, boxX + boxWidth - 16);
  totalRow(c.totals.total, totalsTop + 61, true);
  y += boxHeight + 22;
  doc.font('regular').fontSize(11).fillColor(NAVY).text(c.thanks, left, y, { width });

  // Footer on every page: which document, who issued it, and the page.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Writing below the bottom margin would open a new page.
    doc.page.margins.bottom = 0;
    const footerY = doc.page.height - 56;
    rule(footerY - 10);
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${c.title} ${c.number} · ${CLUB_LEGAL.name} · RFC ${CLUB_LEGAL.taxId}`,
        left,
        footerY,
        {
          width: width - 100,
          lineBreak: false,
        },
      )
      .text(c.page(index + 1, range.count), right - 100, footerY, {
        width: 100,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

/** What the invoice of one order is drawn from (the PDF worker gets it as a structured clone). */
export interface OrderInvoiceInput {
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
}

/**
 * The invoice of one order from its rows: the one mapping of order, contract and member to what
 * the PDF prints (the download and the receipt both use it). `card` overrides the order's card
 * when the order is being completed with a card the provider just reported.
 */
export function renderOrderInvoice(input: OrderInvoiceInput): Promise<Buffer> {
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

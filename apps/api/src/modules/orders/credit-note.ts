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
import { type OrdersEmailKey, ordersEmailsEn } from '@mp/contract/orders/emails.en';
import { ordersEmailsEs } from '@mp/contract/orders/emails.es';
import { feeTypeLabel } from '@mp/contract/payments/constants';
import { paymentsEmailsEn } from '@mp/contract/payments/emails.en';
import { paymentsEmailsEs } from '@mp/contract/payments/emails.es';
import type { OrderLine } from '../../db/schema/club.ts';
import type { RefundLine } from '../../db/schema/orders.ts';
import {
  type InvoiceContent,
  type InvoiceData,
  invoiceContent,
  renderInvoicePdf,
} from '../payments/invoice-pdf.ts';

const texts: Record<Language, Record<OrdersEmailKey, string>> = {
  en: ordersEmailsEn,
  es: ordersEmailsEs,
};
const paymentTexts = { en: paymentsEmailsEn, es: paymentsEmailsEs } as const;

export interface CreditNoteData {
  lang: Language;
  number: string;
  issuedAt: Date;
  originalInvoice: string | null;
  reference: string;
  refundReference: string;
  reason: string;
  member: { name: string; email: string; memberId: number | null };
  contract: { number: string; resort: string };
  paymentType: OrderLine['paymentType'];
  currency: Currency;
  card: { type: string | null; lastFour: string | null };
  /** The order's lines, for the labels and due dates of what the refund gave back. */
  orderLines: readonly OrderLine[];
  parts: readonly RefundLine[];
  total: Cents;
}

/**
 * The credit note's texts (issue 22): the receipt's layout, issuer, Member Care and columns, with
 * the refund's own title, facts and rows (what it gave back on each line of the order).
 */
export function creditNoteContent(data: CreditNoteData): InvoiceContent {
  const t = texts[data.lang];
  const p = paymentTexts[data.lang];
  const money = (cents: Cents) => formatMoney(cents, data.currency, data.lang);
  const date = (value: Date | string) =>
    formatDayMonthYear(
      typeof value === 'string' ? new Date(`${value}T12:00:00Z`) : value,
      data.lang,
    );
  const base = invoiceContent(asInvoice(data));
  const lineOf = (part: RefundLine) =>
    data.orderLines.find((l) => l.kind === part.kind && l.dueItemId === part.dueItemId);
  const label = (part: RefundLine) => {
    const line = lineOf(part);
    if (part.kind === 'extra_principal' || !line) return p.invoice_extra_principal;
    if (line.paymentType === 'other_fees') return feeTypeLabel(line.feeType ?? '', data.lang);
    if (line.paymentType === 'monthly') return p.item_installment;
    return line.paymentType === 'down' ? p.item_down : p.item_cash_out;
  };
  const rows = data.parts.map((part): [string, string, string, string] => {
    const dueDate = lineOf(part)?.dueDate;
    return [
      label(part),
      dueDate ? date(dueDate) : '-',
      money(toCents(part.amount)),
      money(toCents(part.lateFee)),
    ];
  });
  return {
    ...base,
    title: t.credit_title,
    number: data.number,
    facts: [
      [
        [t.credit_number, data.number],
        [p.invoice_date, date(data.issuedAt)],
        [t.credit_original, data.originalInvoice ?? '-'],
        [t.credit_reference, `${data.reference} / ${data.refundReference}`],
        [t.credit_reason, data.reason],
      ],
      [
        [p.invoice_billed_to, `${data.member.name}\n${data.member.email}`],
        [p.invoice_member_id, data.member.memberId === null ? '-' : String(data.member.memberId)],
        [p.invoice_contract, data.contract.number],
        [p.invoice_resort, data.contract.resort],
        [
          t.credit_card,
          data.card.lastFour
            ? interpolate(p.invoice_card_ending, {
                card: data.card.type ?? '',
                last_four: data.card.lastFour,
              })
            : '-',
        ],
      ],
    ],
    itemsHeading: t.credit_items,
    rows,
    totals: {
      subtotal: {
        label: p.invoice_subtotal,
        cents: sumCents(data.parts.map((x) => toCents(x.amount))),
        text: money(sumCents(data.parts.map((x) => toCents(x.amount)))),
      },
      lateFees: {
        label: p.invoice_late_fees_total,
        cents: sumCents(data.parts.map((x) => toCents(x.lateFee))),
        text: money(sumCents(data.parts.map((x) => toCents(x.lateFee)))),
      },
      total: { label: t.credit_total, cents: data.total, text: money(data.total) },
    },
    notCfdi: t.credit_note_text,
    thanks: t.credit_thanks,
  };
}

function asInvoice(data: CreditNoteData): InvoiceData {
  return {
    lang: data.lang,
    invoiceNumber: data.number,
    issuedAt: data.issuedAt,
    reference: data.reference,
    member: data.member,
    contract: data.contract,
    paymentType: data.paymentType,
    currency: data.currency,
    card: data.card,
    lines: [],
    total: data.total,
  };
}

/** The credit note PDF: the same library, fonts and layout as the payment receipt. */
export function renderCreditNotePdf(data: CreditNoteData): Promise<Buffer> {
  return renderInvoicePdf(asInvoice(data), creditNoteContent(data));
}

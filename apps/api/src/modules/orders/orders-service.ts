import { randomBytes } from 'node:crypto';
import type { Language } from '@mp/contract/constants';
import {
  type Cents,
  formatMoney,
  parseCents,
  sumCents,
  toAmount,
  toCents,
  toDecimalString,
} from '@mp/contract/money/money';
import {
  creditNoteNumber,
  ORDERS_PAGE_SIZE,
  orderStatusName,
  REFUND_REFERENCE_PREFIX,
  REFUNDABLE_STATUSES,
  type RefundStatus,
} from '@mp/contract/orders/constants';
import type {
  OrderAttempt,
  OrderDetail,
  OrderItem,
  OrderList,
  ordersQuerySchema,
  refundBodySchema,
} from '@mp/contract/orders/schemas';
import { ORDER_STATUS, type PaymentType } from '@mp/contract/payments/constants';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { RefundLine } from '../../db/schema/orders.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import type { RefundResult } from '../../platform/payments/provider.ts';
import { findContractForUpdate, setContractLedger } from '../payments/payments-repository.ts';
import type { CreditNoteData } from './credit-note.ts';
import { ordersEmails } from './orders-emails.ts';
import {
  decideRefund,
  findCreditNoteData,
  findDueItemsForUpdate,
  findOrderRow,
  findRefundByKey,
  insertRefund,
  listHoldingRefunds,
  listOrderAttempts,
  listOrderRefunds,
  listOrders,
  lockOrder,
  type OrderListRow,
  type RefundRow,
  updateDueItem,
} from './orders-repository.ts';
import { buildReconciliation } from './reconciliation.ts';
import { principalToRestore, refundLines } from './refund-ledger.ts';

export interface Acting {
  staff: StaffCaller;
  caller: Caller;
  requestId: string;
}

type OrdersQuery = z.output<typeof ordersQuerySchema>;
type RefundBody = z.output<typeof refundBodySchema>;

const currencyOf = (value: string) => (value === 'MXN' ? 'MXN' : 'USD') as 'MXN' | 'USD';
const money = (value: string) => toAmount(toCents(value));
/** A refund left `pending` this long had its request cut off (a restart): a retry asks again. */
const STALE_PENDING_MS = 2 * 60_000;

/** The club's time zone (America/Cancun) is UTC-5 all year: a club day as an instant range. */
export function clubDayRange(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00-05:00`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

function toItem(row: OrderListRow): OrderItem {
  const { order } = row;
  const refunded = toCents(row.refunded);
  const amount = toCents(order.amount);
  return {
    id: order.id,
    reference: order.reference,
    status: orderStatusName(order.status),
    refund_state: refunded <= 0 ? 'none' : refunded >= amount ? 'full' : 'partial',
    member: {
      id: row.member.id,
      vida_member_id: row.member.vidaMemberId,
      first_name: row.member.firstName,
      last_name: row.member.lastName,
      email: row.member.email,
      language: row.member.languageId === 'es' ? 'es' : 'en',
    },
    contract: row.contract,
    payment_type: order.paymentType as PaymentType,
    amount: toAmount(amount),
    refunded: toAmount(refunded),
    currency: currencyOf(order.currency),
    provider_transaction_id: order.providerTransactionId,
    items: order.lines.length,
    attempts: Math.max(Number(row.attempts), order.cardId !== null ? 1 : 0),
    created_at: order.createdAt.toISOString(),
  };
}

/** The payments desk (issue 22): orders, refunds through the provider, the reconciliation. */
export function createOrdersService(ctx: AppContext) {
  const { db, config } = ctx;

  async function detail(orderId: number): Promise<OrderDetail> {
    const row = await findOrderRow(db, orderId);
    if (!row) throw new AppError(404, 'not_found');
    const [attempts, refunds] = await Promise.all([
      listOrderAttempts(db, orderId),
      listOrderRefunds(db, orderId),
    ]);
    const { order } = row;
    const currency = currencyOf(order.currency);
    const held = sumCents(
      refunds.filter((r) => r.refund.status !== 'declined').map((r) => toCents(r.refund.amount)),
    );
    const attemptsList: OrderAttempt[] = attempts.map((a) => ({
      id: a.id,
      kind: 'hosted_checkout',
      reference: a.reference,
      state: a.status === 2 ? 'applied' : 'waiting',
      decision: a.decision,
      reason_code: a.reasonCode,
      provider_transaction_id: a.providerTransactionId,
      amount: money(a.amount),
      currency: currencyOf(a.currency),
      created_at: a.createdAt.toISOString(),
      applied_at: a.appliedAt?.toISOString() ?? null,
    }));
    if (attemptsList.length === 0 && order.cardId !== null) {
      // A saved card's charge: the order itself is its one attempt.
      attemptsList.push({
        id: order.id,
        kind: 'saved_card',
        reference: order.reference,
        state: order.status === ORDER_STATUS.pending ? 'waiting' : 'applied',
        decision: null,
        reason_code: order.providerReasonCode,
        provider_transaction_id: order.providerTransactionId,
        amount: money(order.amount),
        currency,
        created_at: order.createdAt.toISOString(),
        applied_at: order.status === ORDER_STATUS.pending ? null : order.updatedAt.toISOString(),
      });
    }
    return {
      ...toItem(row),
      card:
        order.cardType || order.lastFour
          ? { type: order.cardType, last_four: order.lastFour }
          : null,
      provider_reason_code: order.providerReasonCode,
      provider_message: order.providerMessage,
      invoice_number: row.invoiceNumber,
      lines: order.lines.map((line) => ({
        kind: line.kind,
        due_item_id: line.dueItemId,
        payment_type: line.paymentType,
        fee_type: line.feeType,
        due_date: line.dueDate,
        amount: money(line.amount),
        late_fee: money(line.lateFee),
        settled: line.settled,
      })),
      attempts_list: attemptsList,
      refunds: refunds.map(({ refund, staffName }) => ({
        id: refund.id,
        reference: refund.reference,
        status: refund.status as RefundStatus,
        amount: money(refund.amount),
        currency: currencyOf(refund.currency),
        reason: refund.reason,
        staff: refund.staffId !== null ? { id: refund.staffId, name: staffName ?? '' } : null,
        provider_refund_id: refund.providerRefundId,
        provider_message: refund.providerMessage,
        credit_note_number: refund.creditNoteNumber,
        created_at: refund.createdAt.toISOString(),
      })),
      refundable: REFUNDABLE_STATUSES.includes(order.status)
        ? toAmount(Math.max(0, toCents(order.amount) - held) as Cents)
        : 0,
    };
  }

  /**
   * Step 1, under the order's row lock: a retry of a known key gets its refund back; otherwise
   * the refund is recorded `pending` only if the order is paid and the refunds that hold part of
   * it (done, pending, unconfirmed) leave room for it. Two refunds racing take the lock in turn:
   * the second sees the first and is refused when both do not fit.
   */
  async function claim(orderId: number, cents: Cents, body: RefundBody, acting: Acting) {
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new AppError(404, 'not_found');
      const earlier = await findRefundByKey(tx, orderId, body.idempotency_key);
      if (earlier) {
        if (toCents(earlier.amount) !== cents) {
          throw new AppError(409, 'refund_idempotency_mismatch');
        }
        return { order, refund: earlier, isNew: false };
      }
      if (!REFUNDABLE_STATUSES.includes(order.status) || !order.providerTransactionId) {
        throw new AppError(409, 'order_not_refundable');
      }
      const holding = await listHoldingRefunds(tx, orderId);
      const held = sumCents(holding.map((r) => toCents(r.amount)));
      if (held + cents > toCents(order.amount)) throw new AppError(409, 'refund_exceeds_paid');
      const refund = await insertRefund(tx, {
        orderId,
        userId: order.userId,
        staffId: acting.staff.staffId,
        amount: toDecimalString(cents),
        currency: order.currency,
        reason: body.reason,
        status: 'pending',
        reference: `${REFUND_REFERENCE_PREFIX}${randomBytes(6).toString('hex').toUpperCase()}`,
        idempotencyKey: body.idempotency_key,
      });
      return { order, refund, isNew: true };
    });
  }

  /**
   * Step 3 of a refund the provider made: under the order's lock, the refund is marked done once
   * (a repeated answer finds it done), the order's lines are unwound (refund-ledger.ts), the due
   * items reopened and the principal put back on the balance, all in one transaction.
   */
  async function applyRefunded(
    refund: RefundRow,
    result: Extract<RefundResult, { outcome: 'refunded' }>,
    acting: Acting,
  ) {
    const decidedAt = new Date();
    return db.transaction(async (tx) => {
      const order = await lockOrder(tx, refund.orderId);
      if (!order) return null;
      const done = (await listHoldingRefunds(tx, order.id)).filter(
        (r) => r.status === 'refunded' && r.id !== refund.id,
      );
      const cents = toCents(refund.amount);
      const parts = refundLines(
        order.lines,
        done.flatMap((r) => r.lines),
        cents,
      );
      const restored = principalToRestore(
        order.plan,
        parts,
        sumCents(done.map((r) => toCents(r.principalRestored))),
      );
      const decided = await decideRefund(tx, refund.id, {
        status: 'refunded',
        providerRefundId: result.refundId,
        providerReasonCode: result.reasonCode,
        providerMessage: result.message,
        creditNoteNumber: creditNoteNumber(refund.id, decidedAt),
        lines: parts,
        principalRestored: toDecimalString(restored),
        decidedAt,
      });
      if (!decided) return null;
      await reopen(tx, order, parts);
      if (restored > 0) {
        const contract = await findContractForUpdate(tx, order.contractId);
        if (contract) {
          const balance = (toCents(contract.balance) + restored) as Cents;
          const payOff = Math.min(balance, toCents(contract.payInFull) + restored) as Cents;
          await setContractLedger(tx, contract.id, {
            balance: toDecimalString(balance),
            payInFull: toDecimalString(payOff),
          });
        }
      }
      await audit(tx, 'order_refunded', {
        userId: order.userId,
        caller: acting.caller,
        requestId: acting.requestId,
        reason: refund.reason,
        detail: {
          order: order.id,
          refund: refund.id,
          amount: refund.amount,
          currency: refund.currency,
          principal_restored: toDecimalString(restored),
        },
      });
      return decided;
    });
  }

  /** Puts what the refund gave back on each line's due item: owed again (decision). */
  async function reopen(
    tx: Database,
    order: NonNullable<Awaited<ReturnType<typeof lockOrder>>>,
    parts: readonly RefundLine[],
  ) {
    const ids = parts.flatMap((p) => (p.dueItemId === null ? [] : [p.dueItemId]));
    const items = await findDueItemsForUpdate(tx, ids);
    for (const part of parts) {
      const item = items.find((i) => i.id === part.dueItemId);
      if (!item) continue;
      const amount = toCents(part.amount);
      const lateFee = toCents(part.lateFee);
      const principalField = item.paymentType === 'monthly' ? 'invoiceAmount' : 'amountDue';
      if (item.paidAt !== null && item.orderId === order.id) {
        const line = order.lines.find((l) => l.kind === 'item' && l.dueItemId === item.id);
        const before = order.plan?.snapshot?.find((s) => s.id === item.id);
        const beforeTotal = before
          ? sumCents([
              toCents(item.paymentType === 'monthly' ? before.invoiceAmount : before.amountDue),
              toCents(item.paymentType === 'down' ? before.closingCost : '0'),
              toCents(before.lateFee),
            ])
          : null;
        // The whole line given back, and it was all the item owed: the item as it was.
        if (line?.settled && before && beforeTotal === amount + lateFee) {
          await updateDueItem(tx, item.id, {
            paidAt: null,
            orderId: null,
            amountDue: before.amountDue,
            lateFee: before.lateFee,
            closingCost: before.closingCost,
            invoiceAmount: before.invoiceAmount,
          });
        } else {
          await updateDueItem(tx, item.id, {
            paidAt: null,
            orderId: null,
            [principalField]: toDecimalString(amount),
            closingCost: '0.00',
            lateFee: toDecimalString(lateFee),
          });
        }
      } else if (item.paidAt === null) {
        // Still open (paid in part, or reopened by an earlier refund): it owes this much more.
        await updateDueItem(tx, item.id, {
          [principalField]: toDecimalString((toCents(item[principalField]) + amount) as Cents),
          lateFee: toDecimalString((toCents(item.lateFee) + lateFee) as Cents),
        });
      }
      // Paid since by another order: it stays paid (docs/decisions.md: a leftover to settle by hand).
    }
  }

  /** The credit note e-mail, after the refund is recorded (rendering takes a while). */
  async function sendCreditNote(refundId: number) {
    const data = await findCreditNoteData(db, refundId);
    if (!data) return;
    const lang: Language = data.user.languageId === 'es' ? 'es' : 'en';
    const pdf = await ctx.pdf.render({ kind: 'credit_note', data: creditNoteOf(data, lang) });
    const currency = currencyOf(data.refund.currency);
    const mail = ordersEmails.refund(lang, data.user.firstName, {
      amount: formatMoney(toCents(data.refund.amount), currency, lang),
      reference: data.order.reference,
      refundReference: data.refund.reference,
      contract: data.contract.contractNumber,
      resort: data.contract.resort,
      card: data.order.cardType ?? '',
      lastFour: data.order.lastFour ?? '',
      creditNote: data.refund.creditNoteNumber ?? '',
      historyUrl: `${config.publicUrl}/my-vida-vacations-payments_history`,
    });
    await enqueueEmail(db, {
      ...mail,
      to: data.user.email,
      template: 'order_refund',
      attachments: [
        {
          filename: `credit_note_${data.refund.creditNoteNumber}.pdf`,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ],
    });
    ctx.kickMail();
  }

  return {
    async list(query: OrdersQuery): Promise<OrderList> {
      const status =
        query.status === undefined
          ? undefined
          : query.status === 'refunded'
            ? ('refunded' as const)
            : ORDER_STATUS[query.status];
      const { rows, total } = await listOrders(
        db,
        {
          q: query.q,
          status,
          from: query.from ? clubDayRange(query.from).from : undefined,
          to: query.to ? clubDayRange(query.to).to : undefined,
        },
        ORDERS_PAGE_SIZE,
        (query.page - 1) * ORDERS_PAGE_SIZE,
      );
      return { items: rows.map(toItem), page: query.page, page_size: ORDERS_PAGE_SIZE, total };
    },

    async order(orderId: number, acting: Acting): Promise<OrderDetail> {
      const found = await detail(orderId);
      await audit(db, 'order_viewed', {
        userId: found.member.id,
        caller: acting.caller,
        requestId: acting.requestId,
        detail: { order: orderId },
      });
      return found;
    },

    async refund(orderId: number, body: RefundBody, acting: Acting): Promise<OrderDetail> {
      const provider = ctx.payments;
      if (!provider?.refund) throw new AppError(409, 'refund_provider_missing');
      const cents = parseCents(body.amount);
      if (cents === null || cents <= 0) {
        throw new AppError(400, 'validation_failed', { fields: { amount: ['amount_positive'] } });
      }
      let claimed: Awaited<ReturnType<typeof claim>>;
      try {
        claimed = await claim(orderId, cents, body, acting);
      } catch (error) {
        // The same key twice at once: the unique index refused the second; it gets the first.
        if (error instanceof AppError) throw error;
        const earlier = await findRefundByKey(db, orderId, body.idempotency_key);
        if (!earlier) throw error;
        claimed = { order: null as never, refund: earlier, isNew: false };
      }
      let { refund } = claimed;
      if (!claimed.isNew) {
        switch (refund.status) {
          case 'refunded':
            return detail(orderId);
          case 'declined':
            throw new AppError(502, 'refund_declined');
          case 'pending':
            if (Date.now() - refund.createdAt.getTime() < STALE_PENDING_MS) {
              throw new AppError(409, 'refund_in_progress');
            }
            break;
          default:
          // unconfirmed: ask the provider again with the same reference.
        }
      }
      const order = (await findOrderRow(db, orderId))?.order;
      if (!order?.providerTransactionId) throw new AppError(409, 'order_not_refundable');

      let result: RefundResult;
      try {
        result = await provider.refund({
          transactionId: order.providerTransactionId,
          reference: refund.reference,
          amount: refund.amount,
          currency: currencyOf(refund.currency),
        });
      } catch {
        result = { outcome: 'unknown', reasonCode: 150, message: 'The provider did not answer.' };
      }

      if (result.outcome === 'refunded') {
        let applied: RefundRow | null = null;
        try {
          applied = await applyRefunded(refund, result, acting);
        } catch {
          // Its refund id already names another refund: not an answer for this one.
          result = { outcome: 'unknown', reasonCode: 150, message: 'Answer names another refund.' };
        }
        if (result.outcome === 'refunded') {
          if (applied) await sendCreditNote(applied.id);
          return detail(orderId);
        }
      }
      const status = result.outcome === 'declined' ? 'declined' : 'unconfirmed';
      const decided = await decideRefund(db, refund.id, {
        status,
        providerReasonCode: result.reasonCode,
        providerMessage: result.message,
        ...(result.outcome === 'declined' && { decidedAt: new Date() }),
      });
      refund = decided ?? refund;
      await audit(
        db,
        status === 'declined' ? 'order_refund_declined' : 'order_refund_unconfirmed',
        {
          userId: order.userId,
          caller: acting.caller,
          requestId: acting.requestId,
          reason: refund.reason,
          detail: {
            order: orderId,
            refund: refund.id,
            amount: refund.amount,
            currency: refund.currency,
            provider_reason: result.reasonCode,
          },
        },
      );
      throw new AppError(502, status === 'declined' ? 'refund_declined' : 'refund_unconfirmed');
    },

    async reconciliation(day: string, acting: Acting): Promise<Buffer> {
      const csv = await buildReconciliation(db, ctx.payments, day);
      await audit(db, 'orders_reconciliation_exported', {
        caller: acting.caller,
        requestId: acting.requestId,
        detail: { day, rows: csv.rows },
      });
      return Buffer.from(csv.text, 'utf8');
    },
  };
}

/** What the credit note of a refund made prints, from its rows. */
function creditNoteOf(
  data: NonNullable<Awaited<ReturnType<typeof findCreditNoteData>>>,
  lang: Language,
): CreditNoteData {
  const { refund, order, contract, user } = data;
  return {
    lang,
    number: refund.creditNoteNumber ?? '',
    issuedAt: refund.decidedAt ?? refund.createdAt,
    originalInvoice: data.invoiceNumber,
    reference: order.reference,
    refundReference: refund.reference,
    reason: refund.reason,
    member: {
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      memberId: user.vidaMemberId,
    },
    contract: { number: contract.contractNumber, resort: contract.resort },
    paymentType: order.paymentType as PaymentType,
    currency: currencyOf(refund.currency),
    card: { type: order.cardType, lastFour: order.lastFour },
    orderLines: order.lines,
    parts: refund.lines,
    total: toCents(refund.amount),
  };
}

/** A member's own credit note by its id (the spec's invoice download answers it); null if none. */
export async function memberCreditNote(
  ctx: Pick<AppContext, 'db' | 'pdf'>,
  userId: number,
  refundId: number,
  lang: Language,
) {
  const data = await findCreditNoteData(ctx.db, refundId, userId);
  return data ? ctx.pdf.render({ kind: 'credit_note', data: creditNoteOf(data, lang) }) : null;
}

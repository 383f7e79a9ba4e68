import { randomBytes } from 'node:crypto';
import type { Language } from '@mp/contract/constants';
import type { MessageKey } from '@mp/contract/errors';
import {
  type Cents,
  formatMoney,
  parseTypedAmount,
  sumCents,
  toCents,
  toDecimalString,
} from '@mp/contract/money/money';
import {
  invoiceNumber,
  ORDER_STATUS,
  type PaymentType,
  REVIEW_HOLD_DAYS,
  WAITING_ORDER_STATUSES,
} from '@mp/contract/payments/constants';
import { allocatePayment } from '@mp/contract/payments/rules/allocation';
import { amountProblem } from '@mp/contract/payments/rules/amount';
import { payBlock } from '@mp/contract/payments/rules/contracts';
import {
  closingCostOf,
  ledgerAfterPayment,
  type PaymentChoice,
  payOffAmount,
  principalOf,
  selectPayment,
} from '@mp/contract/payments/rules/totals';
import type { DueItem, PaymentTypes, paymentBodySchema } from '@mp/contract/payments/schemas';
import { currencyOf } from '@mp/contract/profile/contracts';
import { clubToday } from '@mp/contract/rules/club-date';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { OrderLine, OrderPlan } from '../../db/schema/club.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { enqueueJob } from '../../platform/jobs/jobs.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import type { ChargeResult } from '../../platform/payments/provider.ts';
import { toContractSummary } from '../profile/profile-service.ts';
import { emitWebhook } from '../webhooks/webhook-emit.ts';
import { paymentsEmails } from './payments-emails.ts';
import {
  claimDueItems,
  type DueItemRow,
  findContract,
  findContractForUpdate,
  findOrderForUpdate,
  findUserForInvoice,
  insertInvoice,
  insertOrder,
  listContractDueItems,
  type OpenItemRow,
  type OrderRow,
  reclaimDueItems,
  reduceDueItem,
  releaseDueItems,
  setContractLedger,
  settleDueItems,
  updateOrder,
} from './payments-repository.ts';
import { sendReceipt } from './receipt.ts';

/** What the payment form asks for, as the saved-card order and the hosted checkout both send it. */
export type OrderRequest = Pick<
  z.output<typeof paymentBodySchema>,
  | 'order_amount'
  | 'contract_id'
  | 'paymentTypeIds'
  | 'paymentType'
  | 'multiplePayment'
  | 'monthlyType'
>;

export function toDueItem(row: OpenItemRow): DueItem {
  return {
    id: row.id,
    amount_due: Number(row.amountDue),
    closing_cost: Number(row.closingCost),
    late_fee: Number(row.lateFee),
    due_date: row.dueDate,
    invoice_amount: Number(row.invoiceAmount),
    available_for_payment: row.availableForPayment ? 1 : 0,
    fee_type: row.feeType,
  };
}

export function paymentTypesOf(items: readonly OpenItemRow[]): PaymentTypes {
  const lists: PaymentTypes = { down: [], monthly: [], cash_out: [], other_fees: [] };
  for (const row of items) lists[row.paymentType as PaymentType].push(toDueItem(row));
  return lists;
}

/** The provider's reason codes in the member's words (PAYMENTS.md "Reason codes to handle"). */
export function declineKey(result: Pick<ChargeResult, 'outcome' | 'reasonCode'>): MessageKey {
  if (result.outcome === 'review') return 'payment_review';
  if (result.outcome === 'error') return 'payment_provider_error';
  switch (result.reasonCode) {
    case 202:
      return 'payment_card_expired';
    case 204:
      return 'payment_insufficient_funds';
    case 211:
      return 'payment_invalid_cvv';
    case 150:
    case 151:
    case 152:
      return 'payment_provider_error';
    default:
      return 'payment_declined';
  }
}

/** What the form chose, read from the spec's order payload. */
function choiceOf(body: OrderRequest, items: readonly DueItemRow[]): PaymentChoice | null {
  switch (body.paymentType) {
    case 'down':
    case 'cash_out':
      return { type: body.paymentType };
    case 'other_fees': {
      const feeTypes = new Set(
        items.filter((item) => body.paymentTypeIds.includes(item.id)).map((item) => item.feeType),
      );
      const [feeType] = feeTypes;
      return feeTypes.size === 1 && feeType ? { type: 'other_fees', feeType } : null;
    }
    case 'monthly': {
      const mode = body.monthlyType ?? (body.multiplePayment ? 'multiple' : 'monthly');
      return mode === 'multiple'
        ? { type: 'monthly', mode, ids: body.paymentTypeIds }
        : { type: 'monthly', mode };
    }
  }
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

export type OrderOutcome = Pick<ChargeResult, 'transactionId' | 'reasonCode' | 'message'>;

/**
 * One order's life, whichever way the card is charged (a saved card's token, or the provider's
 * hosted checkout): `open` recomputes what the choice covers from our rows, claims the items and
 * plans what an approval will do; `complete`, `refuse`, `hold` and `cancel` apply the answer once.
 */
export function createOrderLifecycle(ctx: Pick<AppContext, 'db' | 'config' | 'kickMail'>) {
  const { db, config } = ctx;
  /** The caller's transaction when it has one, else a new one. */
  const inTransaction = (within: Database | undefined, work: (tx: Database) => Promise<void>) =>
    within ? work(within) : db.transaction(work);

  return {
    async open(
      userId: number,
      body: OrderRequest,
      card: {
        cardId: number | null;
        cardType: string | null;
        lastFour: string | null;
        idempotencyKey?: string | undefined;
        requestHash?: string | undefined;
      },
      now = new Date(),
    ): Promise<OrderRow> {
      const [contract, items] = await Promise.all([
        findContract(db, userId, body.contract_id),
        listContractDueItems(db, body.contract_id, body.paymentTypeIds),
      ]);
      if (!contract || contract.contractStatus === 'Cancelled')
        throw new AppError(404, 'not_found');
      const named = items.filter((item) => body.paymentTypeIds.includes(item.id));
      if (
        named.length !== body.paymentTypeIds.length ||
        named.some((i) => i.paymentType !== body.paymentType)
      ) {
        throw new AppError(404, 'not_found');
      }
      if (named.some((item) => item.paidAt !== null))
        throw new AppError(409, 'payment_already_paid');

      const summary = toContractSummary(contract);
      if (payBlock(summary, true) !== null) throw new AppError(400, 'payment_nothing_to_pay');
      const open = items.filter((item) => item.paidAt === null);
      const choice = choiceOf(body, open);
      const selection =
        choice &&
        selectPayment({ ...summary, payment_types: paymentTypesOf(open) }, choice, clubToday(now));
      if (!choice || !selection) throw new AppError(400, 'payment_nothing_to_pay');
      const coveredIds = selection.items.map((item) => item.id);
      if (!sameIds(coveredIds, body.paymentTypeIds))
        throw new AppError(409, 'payment_amount_mismatch');

      const problem = amountProblem(body.order_amount, selection.max);
      if (problem === 'amount_above_max') throw new AppError(400, 'payment_amount_above_max');
      if (problem) {
        throw new AppError(400, 'validation_failed', { fields: { order_amount: [problem] } });
      }
      const amount = parseTypedAmount(String(body.order_amount)) as Cents;
      if (!selection.editable && amount !== selection.total) {
        throw new AppError(400, 'payment_amount_mismatch');
      }

      // A pay-off (cash out, or monthly in full) closes every open installment, down payment and
      // cash-out item: the contract owes nothing after it (other fees are not the loan's).
      const isPayOff =
        body.paymentType === 'cash_out' || (choice.type === 'monthly' && choice.mode === 'full');
      const closedByPayOff = isPayOff
        ? open
            .filter((i) => i.paymentType !== 'other_fees' && !coveredIds.includes(i.id))
            .map((i) => i.id)
        : [];
      const claimIds = [...coveredIds, ...closedByPayOff];

      // What an approval will do, worked out now from the rows the claim freezes.
      const waiveLateFees = choice.type === 'monthly' && choice.mode === 'full';
      const lineOf = (item: DueItem) => ({
        id: item.id,
        lateFee: waiveLateFees ? (0 as Cents) : toCents(item.late_fee),
        closingCost: closingCostOf(body.paymentType, item),
        principal: principalOf(body.paymentType, item),
      });
      const allocation = allocatePayment(selection.items.map(lineOf), amount);
      const byId = new Map(open.map((row) => [row.id, row]));
      const lines: OrderLine[] = allocation.lines.map((line) => ({
        kind: 'item',
        dueItemId: line.id,
        paymentType: body.paymentType,
        feeType: byId.get(line.id)?.feeType ?? null,
        dueDate: byId.get(line.id)?.dueDate ?? null,
        amount: toDecimalString(sumCents([line.paid.principal, line.paid.closingCost])),
        lateFee: toDecimalString(line.paid.lateFee),
        settled: line.settled,
      }));
      if (allocation.surplus > 0) {
        lines.push({
          kind: 'extra_principal',
          dueItemId: null,
          paymentType: body.paymentType,
          feeType: null,
          dueDate: null,
          amount: toDecimalString(allocation.surplus),
          lateFee: '0.00',
          settled: true,
        });
      }
      const partialLine = allocation.lines.find((l) => !l.settled);
      const partialRow = partialLine && byId.get(partialLine.id);
      const left = (owed: Cents, paidPart: Cents) => toDecimalString((owed - paidPart) as Cents);
      const plan: OrderPlan = {
        settledIds: [
          ...allocation.lines.filter((l) => l.settled).map((l) => l.id),
          ...closedByPayOff,
        ],
        partial:
          partialLine && partialRow
            ? (() => {
                const principalLeft = left(partialLine.principal, partialLine.paid.principal);
                return {
                  id: partialLine.id,
                  lateFee: waiveLateFees
                    ? partialRow.lateFee
                    : left(partialLine.lateFee, partialLine.paid.lateFee),
                  closingCost: left(partialLine.closingCost, partialLine.paid.closingCost),
                  amountDue:
                    partialRow.paymentType === 'monthly' ? partialRow.amountDue : principalLeft,
                  invoiceAmount:
                    partialRow.paymentType === 'monthly' ? principalLeft : partialRow.invoiceAmount,
                };
              })()
            : null,
        principalPaid: toDecimalString(allocation.principalPaid),
        balanceRule: isPayOff ? 'pay_off' : body.paymentType === 'other_fees' ? 'keep' : 'reduce',
        snapshot: claimIds.flatMap((id) => {
          const row = byId.get(id);
          return row ? [snapshotOf(row)] : [];
        }),
      };

      return db.transaction(async (tx) => {
        const created = await insertOrder(tx, {
          userId,
          contractId: contract.id,
          paymentType: body.paymentType,
          monthlyType: choice.type === 'monthly' ? choice.mode : null,
          amount: toDecimalString(amount),
          currency: currencyOf(contract.currencyId),
          status: ORDER_STATUS.pending,
          cardId: card.cardId,
          cardType: card.cardType,
          lastFour: card.lastFour,
          reference: `MP-${randomBytes(6).toString('hex').toUpperCase()}`,
          idempotencyKey: card.idempotencyKey ?? null,
          requestHash: card.requestHash ?? null,
          dueItemIds: claimIds,
          lines,
          lateFee: toDecimalString(allocation.lateFeesPaid),
          plan,
        });
        const claimed = await claimDueItems(tx, created.id, claimIds);
        if (claimed !== claimIds.length) throw new AppError(409, 'payment_in_progress');
        return created;
      });
    },

    /** A decline or an error: the order says why and its items are free again. */
    async refuse(orderId: number, result: OrderOutcome, ip: string, within?: Database) {
      await inTransaction(within, async (tx) => {
        const order = await findOrderForUpdate(tx, orderId);
        if (!order || !isOpen(order)) return;
        await updateOrder(tx, orderId, outcomeColumns(ORDER_STATUS.declined, result));
        await releaseDueItems(tx, orderId);
        await audit(tx, 'payment_declined', {
          userId: order.userId,
          ip,
          detail: { order: orderId, reason: result.reasonCode },
        });
        // A member who was told to wait (review, unknown outcome) hears how it ended.
        if (order.status !== ORDER_STATUS.pending) await notify(tx, order, 'declined');
      });
    },

    /**
     * No final word yet: held for the provider's review, or no answer we can trust (issue 19 #6,
     * #16). The items stay claimed (a second payment cannot take them) until the provider's word
     * settles the order; the member is told by e-mail.
     */
    async hold(
      orderId: number,
      status: typeof ORDER_STATUS.review | typeof ORDER_STATUS.unconfirmed,
      result: OrderOutcome,
      ip: string,
      within?: Database,
    ) {
      await inTransaction(within, async (tx) => {
        const order = await findOrderForUpdate(tx, orderId);
        if (!order || !isOpen(order) || order.status === status) return;
        await updateOrder(tx, orderId, outcomeColumns(status, result));
        await audit(tx, status === ORDER_STATUS.review ? 'payment_review' : 'payment_unconfirmed', {
          userId: order.userId,
          ip,
          detail: { order: orderId, reason: result.reasonCode },
        });
        await notify(tx, order, status === ORDER_STATUS.review ? 'review' : 'unconfirmed');
      });
    },

    /** The member left the provider's page, or gave the checkout up: its items are free again. */
    async cancel(orderId: number, result: OrderOutcome, within?: Database) {
      let cancelled = false;
      await inTransaction(within, async (tx) => {
        const order = await findOrderForUpdate(tx, orderId);
        if (!order || order.status !== ORDER_STATUS.pending) return;
        await updateOrder(tx, orderId, outcomeColumns(ORDER_STATUS.cancelled, result));
        await releaseDueItems(tx, orderId);
        cancelled = true;
      });
      return cancelled;
    },

    /**
     * An approval, in the caller's transaction: the planned items settled, the ledger moved
     * (balance and pay-off), the invoice recorded and its receipt queued (the `payments.receipt`
     * job renders the PDF and writes the e-mail after the answer, issue 23). `card` is the card
     * the provider reported (a hosted checkout's), null for the order's own. Applied once: an order
     * already paid is left as it is. An approval for an order that no longer holds its items (it
     * came after a cancel, a decline or the hold's end) settles them only if every one is still
     * unpaid, free and unchanged; otherwise the money is recorded as received for nothing, with a
     * refund due (issue 19 #3, #4): an item is never settled twice.
     */
    async applyApproval(
      tx: Database,
      orderId: number,
      card: ReceiptCard | null,
      result: OrderOutcome,
      ip: string,
    ): Promise<ApprovalOutcome | null> {
      const order = await findOrderForUpdate(tx, orderId);
      if (!order || isFinal(order)) return null;
      const plan = order.plan;
      if (!isOpen(order) || order.status === ORDER_STATUS.pending) {
        // Still ours? A pending order past its hold may have lost its items to another payment.
        const claimed = await reclaimDueItems(tx, order.id, order.dueItemIds);
        if (!plan || !matchesSnapshot(plan, order.dueItemIds, claimed)) {
          await releaseDueItems(tx, order.id);
          const contract = await findContract(tx, order.userId, order.contractId);
          if (!contract) throw new Error(`order ${order.id} without its contract`);
          await recordRefundDue(tx, order, contract, result, ip);
          return { order: { ...order, status: ORDER_STATUS.refund_due }, refundDue: true };
        }
      }
      const issuedAt = new Date();
      await updateOrder(tx, order.id, {
        ...outcomeColumns(ORDER_STATUS.paid, result),
        cardId: card ? card.id : order.cardId,
        cardType: card?.type ?? order.cardType ?? '',
        lastFour: card?.lastFour ?? order.lastFour ?? '',
      });
      if (plan) {
        await settleDueItems(tx, order.id, plan.settledIds, issuedAt);
        if (plan.partial) {
          const { id, ...owed } = plan.partial;
          await reduceDueItem(tx, id, owed);
        }
        // Other fees are not the loan's: their payment leaves the ledger alone, unread.
        if (plan.balanceRule !== 'keep') {
          // Read under lock: another approval or a refund on this contract waits for this one.
          const contract = await findContractForUpdate(tx, order.contractId);
          if (!contract) throw new Error(`order ${order.id} without its contract`);
          const before = {
            balance: toCents(contract.balance),
            payOff: payOffAmount({
              balance: Number(contract.balance),
              pay_in_full: Number(contract.payInFull),
            }),
          };
          const after = ledgerAfterPayment(before, toCents(plan.principalPaid), plan.balanceRule);
          if (after.balance !== before.balance || after.payOff !== toCents(contract.payInFull)) {
            await setContractLedger(tx, contract.id, {
              balance: toDecimalString(after.balance),
              payInFull: toDecimalString(after.payOff),
            });
          }
        }
      }
      await insertInvoice(tx, {
        orderId: order.id,
        invoiceNumber: invoiceNumber(order.id, issuedAt),
        issuedAt,
      });
      await enqueueJob(tx, sendReceipt, { orderId: order.id });
      await audit(tx, 'payment', {
        userId: order.userId,
        ip,
        detail: { order: order.id, amount: order.amount, currency: order.currency },
      });
      await emitWebhook(tx, 'payment.completed', { orderId: order.id });
      return { order: { ...order, status: ORDER_STATUS.paid }, refundDue: false };
    },

    /** Whether a held payment has waited past REVIEW_HOLD_DAYS for the provider's word. */
    isReviewExpired(order: OrderRow, now = new Date()) {
      return (
        order.status === ORDER_STATUS.review &&
        now.getTime() - order.createdAt.getTime() > REVIEW_HOLD_DAYS * DAY_MS
      );
    },
  };

  /** Money the provider took that settles nothing: recorded, the club and the member told. */
  async function recordRefundDue(
    tx: Database,
    order: OrderRow,
    contract: { contractNumber: string; resort: string },
    result: OrderOutcome,
    ip: string,
  ) {
    await updateOrder(tx, order.id, outcomeColumns(ORDER_STATUS.refund_due, result));
    await audit(tx, 'payment_refund_due', {
      userId: order.userId,
      ip,
      detail: { order: order.id, amount: order.amount, currency: order.currency },
    });
    const user = await findUserForInvoice(tx, order.userId);
    const currency = order.currency === 'MXN' ? 'MXN' : 'USD';
    const params = {
      reference: order.reference,
      transaction: result.transactionId ?? '',
      contract: contract.contractNumber,
      resort: contract.resort,
      user: String(order.userId),
      order: String(order.id),
    };
    await enqueueEmail(tx, {
      ...paymentsEmails.clubRefund('en', {
        ...params,
        amount: formatMoney(toCents(order.amount), currency, 'en'),
      }),
      to: config.mail.clubAddress,
      template: 'payment_refund_due_club',
    });
    if (user) {
      const lang: Language = user.languageId === 'es' ? 'es' : 'en';
      await enqueueEmail(tx, {
        ...paymentsEmails.notice(lang, user.firstName, 'refund', {
          ...params,
          amount: formatMoney(toCents(order.amount), currency, lang),
          days: String(REVIEW_HOLD_DAYS),
          paymentsUrl: `${config.publicUrl}/my-vida-vacations-payments`,
        }),
        to: user.email,
        template: 'payment_refund_due',
      });
    }
  }

  /** Tells the member where a payment they were waiting on stands. */
  async function notify(
    tx: Database,
    order: OrderRow,
    kind: 'review' | 'unconfirmed' | 'declined',
  ) {
    const [user, contract] = await Promise.all([
      findUserForInvoice(tx, order.userId),
      findContract(tx, order.userId, order.contractId),
    ]);
    if (!user || !contract) return;
    const lang: Language = user.languageId === 'es' ? 'es' : 'en';
    const currency = order.currency === 'MXN' ? 'MXN' : 'USD';
    await enqueueEmail(tx, {
      ...paymentsEmails.notice(lang, user.firstName, kind, {
        amount: formatMoney(toCents(order.amount), currency, lang),
        contract: contract.contractNumber,
        resort: contract.resort,
        reference: order.reference,
        transaction: order.providerTransactionId ?? '',
        days: String(REVIEW_HOLD_DAYS),
        paymentsUrl: `${config.publicUrl}/my-vida-vacations-payments`,
      }),
      to: user.email,
      template: `payment_${kind}`,
    });
  }
}

export interface ApprovalOutcome {
  order: OrderRow;
  /** The money was received but settles nothing (see applyApproval). */
  refundDue: boolean;
}

/** The card a hosted checkout's result names (its saved card's id, when it saved one). */
export interface ReceiptCard {
  id: number | null;
  type: string;
  lastFour: string;
}

const DAY_MS = 86_400_000;

/** Waiting for an outcome: the items are the order's while it lasts (a pending one, for a while). */
const isOpen = (order: OrderRow) => WAITING_ORDER_STATUSES.includes(order.status);

/** Money recorded: nothing changes it any more. */
const isFinal = (order: OrderRow) =>
  order.status === ORDER_STATUS.paid ||
  order.status === ORDER_STATUS.settled ||
  order.status === ORDER_STATUS.refund_due;

function snapshotOf(row: DueItemRow) {
  return {
    id: row.id,
    amountDue: row.amountDue,
    lateFee: row.lateFee,
    closingCost: row.closingCost,
    invoiceAmount: row.invoiceAmount,
  };
}

/** Every item the order claimed is claimed again and reads as it did when the order opened. */
function matchesSnapshot(
  plan: OrderPlan,
  ids: readonly number[],
  claimed: readonly DueItemRow[],
): boolean {
  if (claimed.length !== ids.length) return false;
  // Orders opened before snapshots were kept: every item claimed again is all we can check.
  if (!plan.snapshot) return true;
  const now = new Map(claimed.map((row) => [row.id, snapshotOf(row)]));
  return plan.snapshot.every((then) => {
    const row = now.get(then.id);
    return (
      row !== undefined &&
      toCents(row.amountDue) === toCents(then.amountDue) &&
      toCents(row.lateFee) === toCents(then.lateFee) &&
      toCents(row.closingCost) === toCents(then.closingCost) &&
      toCents(row.invoiceAmount) === toCents(then.invoiceAmount)
    );
  });
}

function outcomeColumns(status: number, result: OrderOutcome) {
  return {
    status,
    providerTransactionId: result.transactionId,
    providerMessage: result.message,
    providerReasonCode: result.reasonCode,
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;

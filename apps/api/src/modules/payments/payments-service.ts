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
  HISTORY_WINDOW_DAYS,
  invoiceNumber,
  NEW_CARD_ID,
  ORDER_STATUS,
  type PaymentType,
} from '@mp/contract/payments/constants';
import { allocatePayment } from '@mp/contract/payments/rules/allocation';
import { amountProblem } from '@mp/contract/payments/rules/amount';
import { isValidCvv, maskedCardNumber } from '@mp/contract/payments/rules/cards';
import { payBlock } from '@mp/contract/payments/rules/contracts';
import {
  closingCostOf,
  type PaymentChoice,
  principalOf,
  selectPayment,
} from '@mp/contract/payments/rules/totals';
import type {
  ContractPayment,
  CreditCard,
  DueItem,
  PaymentResult,
  PaymentTypes,
  paymentBodySchema,
  UserContract,
} from '@mp/contract/payments/schemas';
import { currencyOf } from '@mp/contract/profile/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { OrderLine } from '../../db/schema/club.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import type { ChargeResult } from '../../platform/payments/provider.ts';
import { toContractSummary } from '../profile/profile-service.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { paymentsEmails } from './payments-emails.ts';
import {
  type ContractRow,
  claimDueItems,
  type DueItemRow,
  findActiveCard,
  findContract,
  findInvoiceData,
  findOrderByIdempotencyKey,
  findUserForInvoice,
  insertInvoice,
  insertOrder,
  listActiveCards,
  listContractDueItems,
  listContracts,
  listOpenDueItems,
  listOrdersSince,
  type OrderRow,
  reduceDueItem,
  releaseDueItems,
  setContractBalance,
  settleDueItems,
  updateOrder,
} from './payments-repository.ts';

type PaymentBody = z.output<typeof paymentBodySchema>;
const DAY_MS = 86_400_000;
const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export function toDueItem(row: DueItemRow): DueItem {
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

function toPayment(row: OrderRow): ContractPayment {
  return {
    id: row.id,
    uuid: row.uuid,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    payment_type: row.paymentType as PaymentType,
    amount: Number(row.amount),
    currency: row.currency === 'MXN' ? 'MXN' : 'USD',
    last_four: row.lastFour,
  };
}

function paymentTypesOf(items: readonly DueItemRow[]): PaymentTypes {
  const lists: PaymentTypes = { down: [], monthly: [], cash_out: [], other_fees: [] };
  for (const row of items) lists[row.paymentType as PaymentType].push(toDueItem(row));
  return lists;
}

function toUserContract(
  row: ContractRow,
  items: readonly DueItemRow[],
  orderRows: readonly OrderRow[],
): UserContract {
  return {
    ...toContractSummary(row),
    payments: orderRows.filter((o) => o.contractId === row.id).map(toPayment),
    payment_types: paymentTypesOf(items.filter((item) => item.contractId === row.id)),
  };
}

/** The provider's reason codes in the member's words (PAYMENTS.md "Reason codes to handle"). */
function declineKey(result: Pick<ChargeResult, 'outcome' | 'reasonCode'>): MessageKey {
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
function choiceOf(body: PaymentBody, items: readonly DueItemRow[]): PaymentChoice | null {
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

/** Contracts, paying with a saved card, invoices (money-and-stays §2-§5, issue 8). */
export function createPaymentsService(
  ctx: Pick<AppContext, 'db' | 'config' | 'payments' | 'kickMail'>,
) {
  const { db, config } = ctx;

  function resultOf(order: OrderRow): PaymentResult {
    return {
      id: order.id,
      uuid: order.uuid,
      status: order.status,
      amount: Number(order.amount),
      currency: order.currency === 'MXN' ? 'MXN' : 'USD',
    };
  }

  /** A retried attempt gets the first attempt's answer back. */
  function replay(order: OrderRow): PaymentResult {
    if (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.settled)
      return resultOf(order);
    if (order.status === ORDER_STATUS.pending) throw new AppError(409, 'payment_in_progress');
    const key: MessageKey =
      order.status === ORDER_STATUS.review
        ? 'payment_review'
        : (declineKeyOf(order) ?? 'payment_declined');
    throw new AppError(402, key);
  }
  const declineKeyOf = (order: OrderRow): MessageKey | null =>
    order.providerMessage?.startsWith('key:')
      ? (order.providerMessage.slice(4) as MessageKey)
      : null;

  async function invoicePdf(userId: number, orderId: number, lang: Language) {
    const found = await findInvoiceData(db, userId, orderId);
    if (!found) return null;
    const { order, contract, invoice, user } = found;
    return renderInvoicePdf({
      lang,
      invoiceNumber: invoice.invoiceNumber,
      issuedAt: invoice.issuedAt,
      reference: order.reference,
      member: {
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        memberId: user.vidaMemberId,
      },
      contract: { number: contract.contractNumber, resort: contract.resort },
      paymentType: order.paymentType as PaymentType,
      currency: order.currency === 'MXN' ? 'MXN' : 'USD',
      card: { type: order.cardType, lastFour: order.lastFour },
      lines: order.lines,
      total: toCents(order.amount),
    });
  }

  return {
    async contracts(userId: number, now = new Date()) {
      const since = new Date(now.getTime() - HISTORY_WINDOW_DAYS * DAY_MS);
      const [rows, items, orderRows] = await Promise.all([
        listContracts(db, userId),
        listOpenDueItems(db, userId),
        listOrdersSince(db, userId, since),
      ]);
      return {
        data: rows.map((row) => toUserContract(row, items, orderRows)),
        payments_enabled: config.payments.enabled,
      };
    },

    async contract(userId: number, contractId: number, now = new Date()) {
      const since = new Date(now.getTime() - HISTORY_WINDOW_DAYS * DAY_MS);
      const [row, items, orderRows] = await Promise.all([
        findContract(db, userId, contractId),
        listOpenDueItems(db, userId, contractId),
        listOrdersSince(db, userId, since, contractId),
      ]);
      if (!row) throw new AppError(404, 'not_found');
      return toUserContract(row, items, orderRows);
    },

    /** Spec §7: only active cards (status 1), the default first, then the newest. */
    async creditCards(userId: number, page = 1, perPage = 1000): Promise<CreditCard[]> {
      const rows = await listActiveCards(db, userId, perPage, (page - 1) * perPage);
      return rows.map((row) => ({
        id: row.id,
        card_type: row.cardType,
        card_number: maskedCardNumber(row.lastFour),
        last_four: row.lastFour,
        card_holder_name: row.cardHolderName,
        exp_month: row.expMonth,
        exp_year: row.expYear,
        is_default: row.isDefault,
        status: row.status,
        first_name: row.firstName,
        last_name: row.lastName,
        address: row.address,
        city: row.city,
        state: row.state,
        country: row.country,
        post_code: row.postCode,
      }));
    },

    async invoice(userId: number, orderId: number, lang: Language) {
      const pdf = await invoicePdf(userId, orderId, lang);
      if (!pdf) throw new AppError(404, 'not_found');
      return pdf;
    },

    /**
     * Pays with a saved card (spec §4 "Paying" 1): recomputes the items and the maximum from our
     * rows, claims the items (a second attempt on them gets 409), charges the token outside any
     * transaction, then records the outcome and the receipt in one transaction.
     */
    async pay(
      member: { userId: number; ip: string },
      body: PaymentBody,
      idempotencyKey: string | undefined,
      now = new Date(),
    ): Promise<PaymentResult> {
      const provider = ctx.payments;
      if (!config.payments.enabled || !provider) throw new AppError(403, 'payments_disabled');
      if (body.card_id === null || body.card_id === NEW_CARD_ID) {
        throw new AppError(400, 'payment_card_required');
      }
      const userId = member.userId;
      if (idempotencyKey) {
        const earlier = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
        if (earlier) return replay(earlier);
      }
      const [contract, card, items, user] = await Promise.all([
        findContract(db, userId, body.contract_id),
        findActiveCard(db, userId, body.card_id),
        listContractDueItems(db, body.contract_id, body.paymentTypeIds),
        findUserForInvoice(db, userId),
      ]);
      if (!user) throw new AppError(404, 'not_found');
      if (!contract || contract.contractStatus === 'Cancelled')
        throw new AppError(404, 'not_found');
      if (!card) throw new AppError(404, 'not_found');
      const named = items.filter((item) => body.paymentTypeIds.includes(item.id));
      if (
        named.length !== body.paymentTypeIds.length ||
        named.some((i) => i.paymentType !== body.paymentType)
      ) {
        throw new AppError(404, 'not_found');
      }
      if (named.some((item) => item.paidAt !== null))
        throw new AppError(409, 'payment_already_paid');
      if (body.cvv === undefined || body.cvv === '') {
        throw new AppError(400, 'validation_failed', { fields: { cvv: ['cvv_required'] } });
      }
      if (!isValidCvv(body.cvv, card.cardType)) {
        throw new AppError(400, 'validation_failed', { fields: { cvv: ['cvv_invalid'] } });
      }

      const summary = toContractSummary(contract);
      if (payBlock(summary, true) !== null) throw new AppError(400, 'payment_nothing_to_pay');
      const open = items.filter((item) => item.paidAt === null);
      const choice = choiceOf(body, open);
      const selection =
        choice &&
        selectPayment({ ...summary, payment_types: paymentTypesOf(open) }, choice, todayOf(now));
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

      // A pay-off (cash out, or monthly in full) closes every open installment and down payment.
      const isPayOff =
        body.paymentType === 'cash_out' || (choice.type === 'monthly' && choice.mode === 'full');
      const closedByPayOff = isPayOff
        ? open
            .filter(
              (i) =>
                (i.paymentType === 'monthly' || i.paymentType === 'down') &&
                !coveredIds.includes(i.id),
            )
            .map((i) => i.id)
        : [];
      const claimIds = [...coveredIds, ...closedByPayOff];
      const currency = currencyOf(contract.currencyId);
      const reference = `MP-${randomBytes(6).toString('hex').toUpperCase()}`;

      // 1. The attempt and its claim on the items, or nothing.
      let order: OrderRow;
      try {
        order = await db.transaction(async (tx) => {
          const created = await insertOrder(tx, {
            userId,
            contractId: contract.id,
            paymentType: body.paymentType,
            monthlyType: choice.type === 'monthly' ? choice.mode : null,
            amount: toDecimalString(amount),
            currency,
            status: ORDER_STATUS.pending,
            cardId: card.id,
            cardType: card.cardType,
            lastFour: card.lastFour,
            reference,
            idempotencyKey: idempotencyKey ?? null,
            dueItemIds: claimIds,
          });
          const claimed = await claimDueItems(tx, created.id, claimIds);
          if (claimed !== claimIds.length) throw new AppError(409, 'payment_in_progress');
          return created;
        });
      } catch (error) {
        // The same key twice at once: the first one's answer (the unique index refused the second).
        if (idempotencyKey && !(error instanceof AppError)) {
          const earlier = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
          if (earlier) return replay(earlier);
        }
        throw error;
      }

      // 2. The charge: outside any transaction (the embedded database has one connection).
      let result: ChargeResult;
      try {
        result = await provider.chargeToken({
          token: card.cardToken,
          amount: toDecimalString(amount),
          currency,
          reference,
          cvv: body.cvv,
        });
      } catch {
        result = {
          outcome: 'error',
          transactionId: null,
          reasonCode: 150,
          message: 'Provider unreachable.',
        };
      }

      // 3. The outcome, in one transaction.
      if (result.outcome !== 'approved') {
        const key = declineKey(result);
        await db.transaction(async (tx) => {
          await updateOrder(tx, order.id, {
            status: result.outcome === 'review' ? ORDER_STATUS.review : ORDER_STATUS.declined,
            providerTransactionId: result.transactionId,
            providerMessage: result.message,
            providerReasonCode: result.reasonCode,
          });
          // A held payment keeps its items until the provider decides; a refusal frees them.
          if (result.outcome !== 'review') await releaseDueItems(tx, order.id);
          await audit(tx, 'payment_declined', {
            userId,
            ip: member.ip,
            detail: { order: order.id, reason: result.reasonCode },
          });
        });
        throw new AppError(402, key);
      }

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
      const settledIds = [
        ...allocation.lines.filter((l) => l.settled).map((l) => l.id),
        ...closedByPayOff,
      ];
      const partial = allocation.lines.find((l) => !l.settled);
      const balance = toCents(contract.balance);
      const newBalance = isPayOff
        ? (0 as Cents)
        : body.paymentType === 'other_fees'
          ? balance
          : (Math.max(0, balance - allocation.principalPaid) as Cents);
      const issuedAt = new Date();
      const number = invoiceNumber(order.id, issuedAt);
      const userRow = {
        name: `${user.firstName} ${user.lastName}`,
        firstName: user.firstName,
        email: user.email,
        memberId: user.vidaMemberId,
        lang: (user.languageId === 'es' ? 'es' : 'en') as Language,
      };
      const pdf = await renderInvoicePdf({
        lang: userRow.lang,
        invoiceNumber: number,
        issuedAt,
        reference,
        member: { name: userRow.name, email: userRow.email, memberId: userRow.memberId },
        contract: { number: contract.contractNumber, resort: contract.resort },
        paymentType: body.paymentType,
        currency,
        card: { type: card.cardType, lastFour: card.lastFour },
        lines,
        total: amount,
      });
      const mail = paymentsEmails.receipt(userRow.lang, userRow.firstName, {
        amount: formatMoney(amount, currency, userRow.lang),
        contract: contract.contractNumber,
        resort: contract.resort,
        card: card.cardType,
        lastFour: card.lastFour,
        invoice: number,
        reference,
        historyUrl: `${config.publicUrl}/my-vida-vacations-payments_history`,
      });

      const paid = await db.transaction(async (tx) => {
        await updateOrder(tx, order.id, {
          status: ORDER_STATUS.paid,
          providerTransactionId: result.transactionId,
          providerMessage: result.message,
          providerReasonCode: result.reasonCode,
          lines,
          lateFee: toDecimalString(allocation.lateFeesPaid),
          dueItemIds: [...coveredIds, ...closedByPayOff],
        });
        await settleDueItems(tx, order.id, settledIds, issuedAt);
        if (partial) {
          const row = byId.get(partial.id);
          if (row) {
            const left = (owed: Cents, paidPart: Cents) =>
              toDecimalString((owed - paidPart) as Cents);
            const principalLeft = left(partial.principal, partial.paid.principal);
            await reduceDueItem(tx, partial.id, {
              lateFee: waiveLateFees ? row.lateFee : left(partial.lateFee, partial.paid.lateFee),
              closingCost: left(partial.closingCost, partial.paid.closingCost),
              amountDue: row.paymentType === 'monthly' ? row.amountDue : principalLeft,
              invoiceAmount: row.paymentType === 'monthly' ? principalLeft : row.invoiceAmount,
            });
          }
        }
        if (newBalance !== balance)
          await setContractBalance(tx, contract.id, toDecimalString(newBalance));
        await insertInvoice(tx, { orderId: order.id, invoiceNumber: number, issuedAt });
        await enqueueEmail(tx, {
          ...mail,
          to: userRow.email,
          template: 'payment_receipt',
          attachments: [
            {
              filename: `invoice_${number}.pdf`,
              contentType: 'application/pdf',
              contentBase64: pdf.toString('base64'),
            },
          ],
        });
        await audit(tx, 'payment', {
          userId,
          ip: member.ip,
          detail: { order: order.id, amount: toDecimalString(amount), currency },
        });
        return { ...order, status: ORDER_STATUS.paid };
      });
      ctx.kickMail();
      return resultOf(paid);
    },
  };
}

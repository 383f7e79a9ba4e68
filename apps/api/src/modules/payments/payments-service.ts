import { createHash } from 'node:crypto';
import type { Language } from '@mp/contract/constants';
import type { MessageKey } from '@mp/contract/errors';
import {
  HISTORY_WINDOW_DAYS,
  NEW_CARD_ID,
  ORDER_STATUS,
  type PaymentType,
  PENDING_ORDER_HOLD_MS,
  WAITING_ORDER_STATUSES,
} from '@mp/contract/payments/constants';
import { isValidCvv, maskedCardNumber } from '@mp/contract/payments/rules/cards';
import type {
  ContractPayment,
  CreditCard,
  creditCardUpdateSchema,
  OpenPayment,
  PaymentResult,
  PaymentStatus,
  paymentBodySchema,
  UserContract,
} from '@mp/contract/payments/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { ChargeResult } from '../../platform/payments/provider.ts';
import { memberCreditNote } from '../orders/orders-service.ts';
import type { ContractSummaryRow } from '../profile/profile-repository.ts';
import { toContractSummary } from '../profile/profile-service.ts';
import type { ReferenceService } from '../reference/reference-service.ts';
import { createOrderLifecycle, declineKey, paymentTypesOf } from './order-lifecycle.ts';
import {
  type CardListRow,
  findActiveCard,
  findContractsScreenBySession,
  findMemberOrder,
  findOrderByIdempotencyKey,
  listActiveCards,
  listActiveCardsBySession,
  makeDefaultCard,
  type OpenItemRow,
  type OrderRow,
  type PaymentRow,
  type RefundPaymentRow,
  updateCard,
} from './payments-repository.ts';
import { memberInvoicePdf } from './receipt.ts';

type PaymentBody = z.output<typeof paymentBodySchema>;
const DAY_MS = 86_400_000;

function toCreditCard(row: CardListRow): CreditCard {
  return {
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
  };
}

function toPayment(row: PaymentRow): ContractPayment {
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

/**
 * Decision "Payments in progress": an order still waiting for its outcome, as the member sees it.
 * A pending order is an unfinished hosted checkout (a saved-card charge is pending only for the
 * instant of its call) until its hold ends; after that its items are free and it is not shown.
 */
function openPaymentOf(row: PaymentRow, now: Date): OpenPayment | null {
  if (!WAITING_ORDER_STATUSES.includes(row.status)) return null;
  const isPending = row.status === ORDER_STATUS.pending;
  const holdUntil = new Date(row.createdAt.getTime() + PENDING_ORDER_HOLD_MS);
  if (isPending && holdUntil <= now) return null;
  return {
    id: row.id,
    status: row.status,
    payment_type: row.paymentType as PaymentType,
    amount: Number(row.amount),
    currency: row.currency === 'MXN' ? 'MXN' : 'USD',
    created_at: row.createdAt.toISOString(),
    due_item_ids: row.dueItemIds,
    hold_until: isPending ? holdUntil.toISOString() : null,
    can_cancel: isPending && row.cardId === null,
  };
}

/**
 * A refund made on one of the member's payments, as a line of the payment history (issue 22,
 * decision "Payments desk and refunds"): the spec's payment fields, its amount negative, its id the
 * refund's (drawn from the orders' sequence) so the invoice download answers its credit note.
 */
function toRefundPayment(refund: RefundPaymentRow): ContractPayment {
  return {
    id: refund.id,
    uuid: refund.uuid,
    created_at: (refund.decidedAt ?? refund.createdAt).toISOString(),
    status: ORDER_STATUS.settled,
    payment_type: refund.paymentType as PaymentType,
    amount: -Number(refund.amount),
    currency: refund.currency === 'MXN' ? 'MXN' : 'USD',
    last_four: refund.lastFour,
  };
}

/** The rows of the contracts screen's read (`findContractsScreenBySession`). */
interface ContractsScreenRows {
  items: readonly OpenItemRow[];
  orders: readonly PaymentRow[];
  refunds: readonly RefundPaymentRow[];
}

function toUserContract(
  row: ContractSummaryRow,
  { items, orders, refunds }: ContractsScreenRows,
  now: Date,
  roomTypeIn: (roomType: string) => string,
): UserContract {
  const own = orders.filter((o) => o.contractId === row.id);
  return {
    ...toContractSummary(row, roomTypeIn),
    payments: [
      ...own.map(toPayment),
      ...refunds.filter((r) => r.contractId === row.id).map(toRefundPayment),
    ],
    payment_types: paymentTypesOf(items.filter((item) => item.contractId === row.id)),
    open_payments: own.flatMap((o) => openPaymentOf(o, now) ?? []),
  };
}

function toPaymentStatus(row: OrderRow, now: Date): PaymentStatus {
  const open = openPaymentOf(row, now);
  return {
    id: row.id,
    uuid: row.uuid,
    // A pending order past its hold was abandoned: nothing was charged, as for a cancel.
    status: row.status === ORDER_STATUS.pending && !open ? ORDER_STATUS.cancelled : row.status,
    amount: Number(row.amount),
    currency: row.currency === 'MXN' ? 'MXN' : 'USD',
    contract_id: row.contractId,
    payment_type: row.paymentType as PaymentType,
    created_at: row.createdAt.toISOString(),
    hold_until: open?.hold_until ?? null,
    can_cancel: open?.can_cancel ?? false,
  };
}

/**
 * What an Idempotency-Key is bound to (issue 19 #11): the payment asked for, without the CVV
 * (never stored) and the device id. The same key with another request is refused.
 */
function requestHashOf(body: PaymentBody): string {
  const canonical = JSON.stringify([
    String(body.order_amount),
    body.contract_id,
    body.card_id,
    [...body.paymentTypeIds].sort((a, b) => a - b),
    body.paymentType,
    body.monthlyType ?? null,
    body.multiplePayment ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Contracts, paying with a saved card, invoices (money-and-stays §2-§5, issue 8). */
export function createPaymentsService(
  ctx: Pick<AppContext, 'db' | 'config' | 'payments' | 'kickMail' | 'limits' | 'pdf'>,
  /** Room types in the reader's language; without it, as the club wrote them. */
  reference?: Pick<ReferenceService, 'roomTypeIn'>,
) {
  const { db, config } = ctx;
  const orders = createOrderLifecycle(ctx);

  const roomTypesIn = async (lang: Language) =>
    reference ? reference.roomTypeIn(lang) : (roomType: string) => roomType;

  function resultOf(order: OrderRow): PaymentResult {
    return {
      id: order.id,
      uuid: order.uuid,
      status: order.status,
      amount: Number(order.amount),
      currency: order.currency === 'MXN' ? 'MXN' : 'USD',
    };
  }

  /** A retried attempt gets the first attempt's answer back, its reason included (#14). */
  function replay(order: OrderRow): PaymentResult {
    switch (order.status) {
      case ORDER_STATUS.paid:
      case ORDER_STATUS.settled:
        return resultOf(order);
      case ORDER_STATUS.pending:
        throw new AppError(409, 'payment_in_progress');
      case ORDER_STATUS.review:
        throw new AppError(402, 'payment_review');
      case ORDER_STATUS.unconfirmed:
        throw new AppError(402, 'payment_outcome_unknown');
      default: {
        const key: MessageKey = declineKey({
          outcome: 'declined',
          reasonCode: order.providerReasonCode ?? 0,
        });
        throw new AppError(402, key);
      }
    }
  }

  return {
    /**
     * The contracts screen of the member whose token this is (money-and-stays §2), in one
     * statement; undefined when the token names no live session.
     */
    async contracts(accessTokenHash: string, lang: Language, now = new Date()) {
      const since = new Date(now.getTime() - HISTORY_WINDOW_DAYS * DAY_MS);
      const [screen, roomTypeIn] = await Promise.all([
        findContractsScreenBySession(db, accessTokenHash, since),
        roomTypesIn(lang),
      ]);
      if (!screen) return undefined;
      return {
        data: screen.contracts.map((row) => toUserContract(row, screen, now, roomTypeIn)),
        payments_enabled: config.payments.enabled,
        device_fingerprint: config.payments.fingerprint.orgId
          ? {
              org_id: config.payments.fingerprint.orgId,
              merchant_id: config.payments.fingerprint.merchantId,
            }
          : null,
      };
    },

    /** One of the member's contracts (another member's is 404); undefined: no live session. */
    async contract(accessTokenHash: string, contractId: number, lang: Language, now = new Date()) {
      const since = new Date(now.getTime() - HISTORY_WINDOW_DAYS * DAY_MS);
      const [screen, roomTypeIn] = await Promise.all([
        findContractsScreenBySession(db, accessTokenHash, since, contractId),
        roomTypesIn(lang),
      ]);
      if (!screen) return undefined;
      const [row] = screen.contracts;
      if (!row) throw new AppError(404, 'not_found');
      return toUserContract(row, screen, now, roomTypeIn);
    },

    /** One of the member's own orders (decision "Payment result pages"); anyone else's is 404. */
    async paymentStatus(userId: number, orderId: number, now = new Date()) {
      const order = await findMemberOrder(db, userId, orderId);
      if (!order) throw new AppError(404, 'not_found');
      return toPaymentStatus(order, now);
    },

    /**
     * Gives up an unfinished hosted checkout (issue 19 #8): the items are free at once. A result
     * the provider still sends for it is recorded all the same (an acceptance after a cancel
     * settles the items if they are still free, or is refunded).
     */
    async cancelPayment(member: { userId: number; ip: string }, orderId: number, now = new Date()) {
      const order = await findMemberOrder(db, member.userId, orderId);
      if (!order) throw new AppError(404, 'not_found');
      if (!toPaymentStatus(order, now).can_cancel)
        throw new AppError(409, 'payment_not_cancellable');
      const cancelled = await orders.cancel(order.id, {
        transactionId: null,
        reasonCode: 0,
        message: 'Cancelled by the member.',
      });
      if (!cancelled) throw new AppError(409, 'payment_not_cancellable');
      await audit(db, 'payment_cancelled', {
        userId: member.userId,
        ip: member.ip,
        detail: { order: order.id },
      });
      const after = await findMemberOrder(db, member.userId, orderId);
      return toPaymentStatus(after ?? order, now);
    },

    /**
     * Spec §7: only active cards (status 1), the default first, then the newest. Undefined: the
     * token names no live session (checked in the same statement, issue 23).
     */
    async creditCards(
      accessTokenHash: string,
      page = 1,
      perPage = 1000,
    ): Promise<CreditCard[] | undefined> {
      const rows = await listActiveCardsBySession(
        db,
        accessTokenHash,
        perPage,
        (page - 1) * perPage,
      );
      return rows?.map(toCreditCard);
    },

    /**
     * Spec §4 "Card lifecycle" (PUT /v1/credit_cards/{id}): `is_default: true` makes the card the
     * default; `status: false` removes it (the row stays for the history, and the newest other
     * card becomes the default). Nothing to change is the form's 'no property was changed'.
     */
    async updateCard(
      member: { userId: number; ip: string },
      cardId: number,
      body: z.output<typeof creditCardUpdateSchema>,
    ): Promise<CreditCard> {
      const card = await findActiveCard(db, member.userId, cardId);
      if (!card) throw new AppError(404, 'not_found');
      const remove = body.status === false || body.status === 0;
      const makeDefault = !remove && body.is_default === true && !card.isDefault;
      if (!remove && !makeDefault) throw new AppError(400, 'no_property_changed');
      const updated = await db.transaction(async (tx) => {
        if (remove) {
          const [row] = await updateCard(tx, card.id, { status: 0, isDefault: false });
          if (card.isDefault) {
            const [next] = await listActiveCards(tx, member.userId, 1, 0);
            if (next) await makeDefaultCard(tx, member.userId, next.id);
          }
          await audit(tx, 'card_removed', {
            userId: member.userId,
            ip: member.ip,
            detail: { card: card.id },
          });
          return row;
        }
        await makeDefaultCard(tx, member.userId, card.id);
        return { ...card, isDefault: true };
      });
      return toCreditCard(updated ?? card);
    },

    async invoice(userId: number, orderId: number, lang: Language) {
      // A refund's id in the history names its credit note (issue 22).
      const pdf =
        (await memberInvoicePdf(ctx, userId, orderId, lang)) ??
        (await memberCreditNote(ctx, userId, orderId, lang));
      if (!pdf) throw new AppError(404, 'not_found');
      return pdf;
    },

    /**
     * Pays with a saved card (spec §4 "Paying" 1): the order and its claim on the items (a second
     * attempt on them gets 409), the token charge outside any transaction, then the outcome.
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
      const requestHash = requestHashOf(body);
      const replayEarlier = (earlier: OrderRow) => {
        if (earlier.requestHash !== null && earlier.requestHash !== requestHash) {
          throw new AppError(422, 'payment_idempotency_mismatch');
        }
        return replay(earlier);
      };
      if (idempotencyKey) {
        const earlier = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
        if (earlier) return replayEarlier(earlier);
      }
      const card = await findActiveCard(db, userId, body.card_id);
      if (!card) throw new AppError(404, 'not_found');
      if (body.cvv === undefined || body.cvv === '') {
        throw new AppError(400, 'validation_failed', { fields: { cvv: ['cvv_required'] } });
      }
      if (!isValidCvv(body.cvv, card.cardType)) {
        throw new AppError(400, 'validation_failed', { fields: { cvv: ['cvv_invalid'] } });
      }
      // Card testing (issue 19 #10): too many declines on this account or this card stop here,
      // from whatever address they come.
      const declineBuckets = [
        ['paymentDeclinesAccount', String(userId)],
        ['paymentDeclinesCard', String(card.id)],
      ] as const;
      for (const [bucket, key] of declineBuckets) await ctx.limits.check(bucket, key);
      let order: OrderRow;
      try {
        order = await orders.open(
          userId,
          body,
          {
            cardId: card.id,
            cardType: card.cardType,
            lastFour: card.lastFour,
            idempotencyKey,
            requestHash,
          },
          now,
        );
      } catch (error) {
        // The same key twice at once: the first one's answer (the unique index refused the second).
        if (idempotencyKey && !(error instanceof AppError)) {
          const earlier = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
          if (earlier) return replayEarlier(earlier);
        }
        throw error;
      }

      // The charge: outside any transaction (the embedded database has one connection).
      let result: ChargeResult;
      try {
        result = await provider.chargeToken({
          token: card.cardToken,
          amount: order.amount,
          currency: order.currency === 'MXN' ? 'MXN' : 'USD',
          reference: order.reference,
          cvv: body.cvv,
        });
      } catch {
        // No answer we can trust: the charge may have gone through (issue 19 #16).
        result = { outcome: 'unknown', transactionId: null, reasonCode: 150, message: '' };
      }
      switch (result.outcome) {
        case 'approved':
          break;
        case 'review':
          await orders.hold(order.id, ORDER_STATUS.review, result, member.ip);
          ctx.kickMail();
          throw new AppError(402, 'payment_review');
        case 'unknown':
          await orders.hold(order.id, ORDER_STATUS.unconfirmed, result, member.ip);
          ctx.kickMail();
          throw new AppError(402, 'payment_outcome_unknown');
        default:
          await orders.refuse(order.id, result, member.ip);
          for (const [bucket, key] of declineBuckets) {
            await ctx.limits.hit(bucket, key).catch(() => undefined);
          }
          throw new AppError(402, declineKey(result));
      }
      // The approval is one short transaction; the receipt's PDF and e-mail follow it as a job.
      const applied = await db.transaction((tx) =>
        orders.applyApproval(tx, order.id, null, result, member.ip),
      );
      if (applied) ctx.kickMail();
      return resultOf(applied?.order ?? order);
    },
  };
}

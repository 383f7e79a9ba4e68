import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '@mp/contract/constants';
import type { MessageKey } from '@mp/contract/errors';
import { toCents } from '@mp/contract/money/money';
import { cardTypeName } from '@mp/contract/payments/rules/cards';
import type {
  cardCheckoutBodySchema,
  HostedCheckout,
  paymentCheckoutBodySchema,
} from '@mp/contract/payments/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { translate } from '../../platform/i18n.ts';
import type {
  CheckoutPurpose,
  CheckoutResult,
  PaymentProvider,
} from '../../platform/payments/provider.ts';
import { createOrderLifecycle, declineKey } from './order-lifecycle.ts';
import {
  type AttemptRow,
  findActiveCard,
  findAttemptByReference,
  findUserForInvoice,
  hasActiveCard,
  insertAttempt,
  insertCard,
  listContracts,
  makeDefaultCard,
  markAttemptApplied,
  setAttemptResultCard,
  updateCard,
} from './payments-repository.ts';

type PaymentCheckoutBody = z.output<typeof paymentCheckoutBodySchema>;
type CardCheckoutBody = z.output<typeof cardCheckoutBodySchema>;

/** Where the provider sends the browser and its server-to-server result (checkout-routes.ts). */
export const CHECKOUT_RESULT_PATHS = {
  receipt: '/api/v1/checkout/receipt',
  cancel: '/api/v1/checkout/cancel',
  notification: '/api/v1/checkout/notification',
} as const;

const APPLIED = 2;

/** The SPA's result routes (money-and-stays §1), with the message as base64url text. */
const resultPath = (kind: 'fail' | 'cancelled', text: string) =>
  `/${kind}-payment/${Buffer.from(text, 'utf8').toString('base64url')}`;

const isSale = (purpose: string) => purpose.startsWith('sale');

/**
 * The provider's hosted checkout (PAYMENTS.md, money-and-stays §4 "Paying" 2 and "Card
 * lifecycle"): the signed fields for a new-card payment or a card to save, and the results that
 * come back by the browser and by the provider's notification, each applied exactly once.
 */
export function createCheckoutService(
  ctx: Pick<AppContext, 'db' | 'config' | 'payments' | 'kickMail'>,
) {
  const { db, config } = ctx;
  const orders = createOrderLifecycle(ctx);

  function providerOrRefuse(): PaymentProvider {
    if (!config.payments.enabled || !ctx.payments) throw new AppError(403, 'payments_disabled');
    return ctx.payments;
  }

  const urls = {
    receiptUrl: `${config.publicUrl}${CHECKOUT_RESULT_PATHS.receipt}`,
    cancelUrl: `${config.publicUrl}${CHECKOUT_RESULT_PATHS.cancel}`,
  };

  function billingOf(body: PaymentCheckoutBody | CardCheckoutBody, email: string) {
    return {
      firstName: body.first_name,
      lastName: body.last_name,
      email,
      address: body.address,
      city: body.city,
      state: body.state,
      country: body.country,
      postCode: body.post_code,
    };
  }

  /** Where the browser goes once an attempt is decided (whichever channel decided it). */
  function redirectFor(attempt: AttemptRow, lang: Language): string {
    const text = (key: MessageKey) => translate(lang, key);
    if (isSale(attempt.purpose)) {
      switch (attempt.decision) {
        case 'ACCEPT':
          return `/success-payment/${attempt.orderId}`;
        case 'CANCEL':
          return resultPath('cancelled', text('checkout_cancelled'));
        case 'REVIEW':
          return resultPath('fail', text('payment_review'));
        default:
          return resultPath(
            'fail',
            text(
              declineKey({
                outcome: attempt.decision === 'ERROR' ? 'error' : 'declined',
                reasonCode: attempt.reasonCode ?? 0,
              }),
            ),
          );
      }
    }
    if (attempt.decision === 'ACCEPT') return '/success-tokenization';
    if (attempt.decision === 'CANCEL')
      return resultPath('cancelled', text('card_checkout_cancelled'));
    return resultPath('fail', text('card_declined_not_saved'));
  }

  /** The card a result describes, as our row keeps it (the token, never the number). */
  function cardValues(result: CheckoutResult) {
    const card = result.card;
    const billing = result.billing;
    if (!card || !billing || !result.token) return null;
    return {
      cardToken: result.token,
      cardType: cardTypeName(card.typeCode),
      lastFour: card.lastFour,
      expMonth: card.expMonth,
      expYear: card.expYear,
      cardHolderName: `${billing.firstName} ${billing.lastName}`.trim(),
      firstName: billing.firstName,
      lastName: billing.lastName,
      address: billing.address,
      city: billing.city,
      state: billing.state,
      country: billing.country,
      postCode: billing.postCode,
    };
  }

  /** Saves the result's card for the member: the default when asked, or when it is the first. */
  async function saveCard(tx: Database, attempt: AttemptRow, result: CheckoutResult) {
    const values = cardValues(result);
    if (!values) return null;
    const isFirst = !(await hasActiveCard(tx, attempt.userId));
    const card = await insertCard(tx, { ...values, userId: attempt.userId, isDefault: false });
    if (attempt.makeDefault || isFirst) await makeDefaultCard(tx, attempt.userId, card.id);
    await audit(tx, 'card_saved', { userId: attempt.userId, detail: { card: card.id } });
    return card;
  }

  return {
    /** Spec §4 "Paying" 2: the order held for the items, then the provider's signed form. */
    async startPayment(
      member: { userId: number },
      body: PaymentCheckoutBody,
      lang: Language,
    ): Promise<HostedCheckout> {
      const provider = providerOrRefuse();
      const [user, contracts] = await Promise.all([
        findUserForInvoice(db, member.userId),
        listContracts(db, member.userId),
      ]);
      const contract = contracts.find((c) => c.id === body.contract_id);
      if (!user || !contract) throw new AppError(404, 'not_found');
      const order = await orders.open(member.userId, body, {
        cardId: null,
        cardType: null,
        lastFour: null,
      });
      const purpose: CheckoutPurpose = body.save_card ? 'sale,create_payment_token' : 'sale';
      const attempt = await insertAttempt(db, {
        userId: member.userId,
        purpose,
        reference: order.reference,
        transactionUuid: randomUUID(),
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        makeDefault: body.save_card && body.is_default,
      });
      return provider.buildHostedCheckout({
        purpose,
        reference: attempt.reference,
        transactionUuid: attempt.transactionUuid,
        amount: order.amount,
        currency: order.currency === 'MXN' ? 'MXN' : 'USD',
        language: lang,
        billing: billingOf(body, user.email),
        merchantData: {
          userId: member.userId,
          contractId: contract.id,
          paymentType: body.paymentType,
          monthlyType: order.monthlyType,
          multiple: order.monthlyType === 'multiple',
          isDefault: attempt.makeDefault,
        },
        ...(body.device_fingerprint_id && { deviceFingerprintId: body.device_fingerprint_id }),
        affiliation: contract.affiliation,
        ...urls,
      });
    },

    /** Spec §4 "Card lifecycle": save a new card, or update a saved one with its token. */
    async startCard(
      member: { userId: number },
      body: CardCheckoutBody,
      lang: Language,
    ): Promise<HostedCheckout> {
      const provider = providerOrRefuse();
      const [user, contracts, card] = await Promise.all([
        findUserForInvoice(db, member.userId),
        listContracts(db, member.userId),
        body.card_id === undefined ? null : findActiveCard(db, member.userId, body.card_id),
      ]);
      if (!user || card === undefined) throw new AppError(404, 'not_found');
      const contract = contracts.find((c) => c.contractStatus !== 'Cancelled');
      const purpose: CheckoutPurpose = card ? 'update_payment_token' : 'create_payment_token';
      const currency = contract?.currencyId === 1 ? 'MXN' : 'USD';
      const attempt = await insertAttempt(db, {
        userId: member.userId,
        purpose,
        reference: `MC-${randomBytes(6).toString('hex').toUpperCase()}`,
        transactionUuid: randomUUID(),
        cardId: card?.id ?? null,
        amount: '0.00',
        currency,
        makeDefault: body.is_default,
      });
      return provider.buildHostedCheckout({
        purpose,
        reference: attempt.reference,
        transactionUuid: attempt.transactionUuid,
        amount: '0.00',
        currency,
        language: lang,
        billing: billingOf(body, user.email),
        ...(card && { paymentToken: card.cardToken }),
        merchantData: {
          userId: member.userId,
          contractId: null,
          paymentType: null,
          monthlyType: null,
          multiple: false,
          isDefault: body.is_default,
        },
        ...(body.device_fingerprint_id && { deviceFingerprintId: body.device_fingerprint_id }),
        affiliation: contract?.affiliation ?? null,
        ...urls,
      });
    },

    /**
     * A result posted by the browser (receipt or cancel page) or by the provider (notification):
     * trusted only through its signature and only if it matches the attempt we signed (reference,
     * transaction uuid, amount, currency); applied once, whichever channel comes first, and the
     * other gets the same answer. Returns where the browser goes, or null when refused.
     */
    async applyResult(
      fields: Readonly<Record<string, string>>,
      ip: string,
    ): Promise<{ redirect: string; accepted: boolean }> {
      const lang: Language = fields.req_locale?.startsWith('es') ? 'es' : 'en';
      const refused = async (why: string) => {
        await audit(db, 'checkout_rejected', { ip, detail: { why } });
        return {
          redirect: resultPath('fail', translate(lang, 'checkout_invalid')),
          accepted: false,
        };
      };
      const result = ctx.payments?.verifyResult(fields) ?? null;
      if (!result) return refused('signature');
      const attempt = await findAttemptByReference(db, result.reference);
      if (!attempt) return refused('reference');
      if (
        attempt.transactionUuid !== result.transactionUuid ||
        result.currency !== attempt.currency ||
        !result.amount ||
        toCents(result.amount) !== toCents(attempt.amount) ||
        result.transactionType !== attempt.purpose
      ) {
        return refused('mismatch');
      }
      if (attempt.status === APPLIED)
        return { redirect: redirectFor(attempt, lang), accepted: true };

      // A partial approval (reason 110, or less authorised than asked) is not a payment: held.
      const partial =
        result.decision === 'ACCEPT' &&
        (result.reasonCode === 110 ||
          (result.authAmount !== null && toCents(result.authAmount) !== toCents(result.amount)));
      const decision = partial ? 'REVIEW' : result.decision;
      const outcome = {
        transactionId: result.transactionId,
        reasonCode: result.reasonCode,
        message: result.message,
      };
      const mark = (tx: Database) =>
        markAttemptApplied(tx, attempt.id, {
          decision,
          reasonCode: result.reasonCode,
          providerTransactionId: result.transactionId,
        });

      if (isSale(attempt.purpose) && attempt.orderId !== null) {
        const orderId = attempt.orderId;
        if (decision === 'ACCEPT') {
          const prepared = await orders.prepareReceipt(orderId, {
            id: null,
            type: result.card ? cardTypeName(result.card.typeCode) : '',
            lastFour: result.card?.lastFour ?? '',
          });
          await db.transaction(async (tx) => {
            if (!(await mark(tx))) return;
            const card = attempt.purpose.includes('create_payment_token')
              ? await saveCard(tx, attempt, result)
              : null;
            if (card) await setAttemptResultCard(tx, attempt.id, card.id);
            if (prepared) {
              await orders.applyApproval(
                tx,
                { ...prepared, card: { ...prepared.card, id: card?.id ?? null } },
                outcome,
                ip,
              );
            }
          });
          ctx.kickMail();
        } else {
          await db.transaction(async (tx) => {
            if (!(await mark(tx))) return;
            if (decision === 'CANCEL') await orders.cancel(orderId, outcome, tx);
            else
              await orders.refuse(
                orderId,
                { ...outcome, outcome: decision === 'REVIEW' ? 'review' : 'declined' },
                ip,
                tx,
              );
          });
        }
      } else if (decision === 'ACCEPT') {
        await db.transaction(async (tx) => {
          if (!(await mark(tx))) return;
          if (attempt.purpose === 'update_payment_token' && attempt.cardId !== null) {
            const values = cardValues(result);
            if (values) await updateCard(tx, attempt.cardId, values);
            if (attempt.makeDefault) await makeDefaultCard(tx, attempt.userId, attempt.cardId);
            await audit(tx, 'card_updated', {
              userId: attempt.userId,
              detail: { card: attempt.cardId },
            });
            await setAttemptResultCard(tx, attempt.id, attempt.cardId);
          } else {
            const card = await saveCard(tx, attempt, result);
            if (card) await setAttemptResultCard(tx, attempt.id, card.id);
          }
        });
      } else {
        await mark(db);
      }
      const decided = (await findAttemptByReference(db, result.reference)) ?? attempt;
      return { redirect: redirectFor(decided, lang), accepted: true };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '@mp/contract/constants';
import type { MessageKey } from '@mp/contract/errors';
import { toCents } from '@mp/contract/money/money';
import { ORDER_STATUS } from '@mp/contract/payments/constants';
import { cardTypeName } from '@mp/contract/payments/rules/cards';
import type {
  cardCheckoutBodySchema,
  HostedCheckout,
  paymentCheckoutBodySchema,
} from '@mp/contract/payments/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { checkoutAttempts } from '../../db/schema/club.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { translate } from '../../platform/i18n.ts';
import type {
  CheckoutPurpose,
  CheckoutRequest,
  CheckoutResult,
  PaymentProvider,
} from '../../platform/payments/provider.ts';
import { echoMismatch, UnsignableFieldError } from '../../platform/payments/secure-acceptance.ts';
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
  moveAttempt,
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

/** The SPA's result routes (money-and-stays §1), with the message as base64url text. */
const resultPath = (kind: 'fail' | 'cancelled', text: string) =>
  `/${kind}-payment/${Buffer.from(text, 'utf8').toString('base64url')}`;

const isSale = (purpose: string) => purpose.startsWith('sale');

/** The provider's billing fields by the form's names, for a refusal on the right field. */
const BILLING_FIELD_OF: Readonly<Record<string, string>> = {
  bill_to_forename: 'first_name',
  bill_to_surname: 'last_name',
  bill_to_address_line1: 'address',
  bill_to_address_city: 'city',
  bill_to_address_state: 'state',
  bill_to_address_postal_code: 'post_code',
};

/**
 * The provider's hosted checkout (PAYMENTS.md, money-and-stays §4 "Paying" 2 and "Card
 * lifecycle"): the signed fields for a new-card payment or a card to save, and the results that
 * come back by the browser and by the provider's notification, each applied exactly once.
 */
export function createCheckoutService(
  ctx: Pick<AppContext, 'db' | 'config' | 'payments' | 'kickMail' | 'limits'>,
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
        case 'UNKNOWN':
          // Held: the result page reads the order and says where it stands.
          return `/success-payment/${attempt.orderId}`;
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

  /**
   * The provider's signed form, and the attempt recorded with every field signed (the signature
   * aside): a result must echo them unchanged (PAYMENTS.md "Signature").
   */
  async function signedAndRecorded(
    provider: PaymentProvider,
    attempt: Omit<typeof checkoutAttempts.$inferInsert, 'requestFields'>,
    request: CheckoutRequest,
  ): Promise<HostedCheckout> {
    let checkout: HostedCheckout;
    try {
      checkout = provider.buildHostedCheckout(request);
    } catch (error) {
      // Text the signature cannot hold unambiguously (the contract refuses it first).
      if (error instanceof UnsignableFieldError) {
        throw new AppError(400, 'validation_failed', {
          fields: { [BILLING_FIELD_OF[error.field] ?? 'address']: ['billing_separators'] },
        });
      }
      throw error;
    }
    const { signature: _signature, ...requestFields } = checkout.fields;
    await insertAttempt(db, { ...attempt, requestFields });
    return checkout;
  }

  /** Card testing: declines count against the account (issue 19 #10). */
  async function countDecline(userId: number) {
    await ctx.limits.hit('paymentDeclinesAccount', String(userId)).catch(() => undefined);
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
      await ctx.limits.check('paymentDeclinesAccount', String(member.userId));
      const order = await orders.open(member.userId, body, {
        cardId: null,
        cardType: null,
        lastFour: null,
      });
      const purpose: CheckoutPurpose = body.save_card ? 'sale,create_payment_token' : 'sale';
      const attempt = {
        userId: member.userId,
        purpose,
        reference: order.reference,
        transactionUuid: randomUUID(),
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        makeDefault: body.save_card && body.is_default,
      };
      return signedAndRecorded(provider, attempt, {
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
      const attempt = {
        userId: member.userId,
        purpose,
        reference: `MC-${randomBytes(6).toString('hex').toUpperCase()}`,
        transactionUuid: randomUUID(),
        cardId: card?.id ?? null,
        amount: '0.00',
        currency,
        makeDefault: body.is_default,
      };
      return signedAndRecorded(provider, attempt, {
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
     * trusted only through its signature and only if every field it echoes is what we signed and
     * stored with the attempt (PAYMENTS.md "Signature"). Each result moves the attempt at most once
     * and an acceptance is never lost (issue 19 #3, #4, #6, #17): it wins over an earlier decline,
     * error, cancel or review, and settles the items only if they are still free (else the money
     * is recorded with a refund due). Returns where the browser goes.
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
      const echo = attempt.requestFields && echoMismatch(attempt.requestFields, result.echoed);
      if (echo) return refused(`echo:${echo}`);
      if (
        attempt.transactionUuid !== result.transactionUuid ||
        result.currency !== attempt.currency ||
        !result.amount ||
        toCents(result.amount) !== toCents(attempt.amount) ||
        result.transactionType !== attempt.purpose
      ) {
        return refused('mismatch');
      }

      const incoming = decisionOf(result);
      const prior = attempt.decision as AttemptDecision | null;
      const answer = async () => {
        const decided = (await findAttemptByReference(db, result.reference)) ?? attempt;
        return { redirect: redirectFor(decided, lang), accepted: true };
      };
      if (!canMove(prior, incoming)) {
        if (prior !== incoming) {
          await audit(db, 'checkout_result_ignored', {
            userId: attempt.userId,
            ip,
            detail: { attempt: attempt.id, prior, incoming, reason: result.reasonCode },
          });
        }
        return answer();
      }
      const outcome = {
        transactionId: result.transactionId,
        reasonCode: result.reasonCode,
        message: result.message,
      };
      const move = (tx: Database) =>
        moveAttempt(tx, attempt.id, prior, {
          decision: incoming,
          reasonCode: result.reasonCode,
          providerTransactionId: result.transactionId,
        });

      if (isSale(attempt.purpose) && attempt.orderId !== null) {
        const orderId = attempt.orderId;
        if (incoming === 'ACCEPT') {
          await db.transaction(async (tx) => {
            if (!(await move(tx))) return;
            const card = attempt.purpose.includes('create_payment_token')
              ? await saveCard(tx, attempt, result)
              : null;
            if (card) await setAttemptResultCard(tx, attempt.id, card.id);
            await orders.applyApproval(
              tx,
              orderId,
              {
                id: card?.id ?? null,
                type: result.card ? cardTypeName(result.card.typeCode) : '',
                lastFour: result.card?.lastFour ?? '',
              },
              outcome,
              ip,
            );
          });
          ctx.kickMail();
        } else {
          await db.transaction(async (tx) => {
            if (!(await move(tx))) return;
            if (incoming === 'REVIEW')
              await orders.hold(orderId, ORDER_STATUS.review, outcome, ip, tx);
            else if (incoming === 'UNKNOWN')
              await orders.hold(orderId, ORDER_STATUS.unconfirmed, outcome, ip, tx);
            else if (incoming === 'CANCEL') await orders.cancel(orderId, outcome, tx);
            else await orders.refuse(orderId, outcome, ip, tx);
          });
          if (incoming === 'DECLINE') await countDecline(attempt.userId);
          ctx.kickMail();
        }
      } else if (incoming === 'ACCEPT') {
        await db.transaction(async (tx) => {
          if (!(await move(tx))) return;
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
        await move(db);
      }
      return answer();
    },
  };
}

/**
 * What the portal makes of a result's decision: a partial approval (reason 110, or less
 * authorised than asked) is held like a review; an ERROR that says the request "may already have
 * been processed" (104) or that the provider failed (150-152) is an unknown outcome, not a
 * refusal: the card may have been charged.
 */
export type AttemptDecision = CheckoutResult['decision'] | 'UNKNOWN';
function decisionOf(result: CheckoutResult): AttemptDecision {
  if (result.decision === 'ACCEPT') {
    const partial =
      result.reasonCode === 110 ||
      (result.authAmount !== null && toCents(result.authAmount) !== toCents(result.amount));
    return partial ? 'REVIEW' : 'ACCEPT';
  }
  if (result.decision === 'ERROR' && [104, 150, 151, 152].includes(result.reasonCode)) {
    return 'UNKNOWN';
  }
  return result.decision;
}

const REFUSALS: readonly AttemptDecision[] = ['DECLINE', 'ERROR', 'CANCEL'];
/**
 * The attempt's state machine (issue 19 #17): an acceptance is final and wins over anything
 * before it; a review or unknown outcome waits for a final word; the first refusal stays (a
 * repeated or late one changes nothing).
 */
function canMove(prior: AttemptDecision | null, incoming: AttemptDecision): boolean {
  if (prior === incoming || prior === 'ACCEPT') return false;
  if (incoming === 'ACCEPT') return true;
  if (prior === null) return true;
  if (prior === 'UNKNOWN') return true;
  if (prior === 'REVIEW') return incoming !== 'UNKNOWN';
  return !REFUSALS.includes(prior);
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

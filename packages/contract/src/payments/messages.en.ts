import type { PaymentsMessageKey } from './message-keys.ts';

export const paymentsMessagesEn: Record<PaymentsMessageKey, string> = {
  payment_received: 'Payment received. Thank you!',
  payment_declined: 'Your card was declined. Please try another card or call your bank.',
  payment_insufficient_funds:
    'Your card was declined for insufficient funds. Please try another card.',
  payment_card_expired: 'Your card has expired. Please use another card.',
  payment_invalid_cvv: 'The security code (CVV) is not correct. Please check it and try again.',
  payment_review:
    'Your payment is under review by the card processor. The items are held for it, so there is nothing else to pay; we will email you as soon as the review ends.',
  payment_provider_error:
    'The card processor could not be reached. Nothing was charged; please try again in a few minutes.',
  payment_in_progress:
    'A payment for these items is already being processed. Please wait a moment and check your payments.',
  payment_already_paid: 'These items are already paid. Your payments were refreshed.',
  payment_amount_above_max: 'The amount is more than the maximum you can pay on this contract.',
  payment_amount_mismatch: 'The amount does not match what is due. Please reload the page.',
  payment_nothing_to_pay: 'There is nothing to pay for this choice.',
  payments_disabled: 'Online payments are not available right now. Please call Member Care.',
  payment_card_required: 'Choose one of your saved cards, or add a new card.',
  payment_invalid_idempotency_key:
    'The payment attempt could not be identified. Please reload the page.',
  payment_idempotency_mismatch:
    'This payment attempt was already used for a different payment. Please reload the page.',
  payment_outcome_unknown:
    'We could not confirm the payment with the card processor. Please do not pay again: the items are held while we confirm it, and we will email you the outcome.',
  payment_not_cancellable:
    'This payment can no longer be cancelled: it is already with the card processor.',
  payment_cancelled: 'The payment was cancelled. Nothing was charged, and you can pay again.',
  card_updated: 'Credit card updated.',
  card_saved: 'Your card was saved. You can now pay with it.',
  card_removed: 'The card was removed.',
  card_made_default: 'This card is now your default card.',
  checkout_invalid:
    'We could not confirm this answer from the card processor. Nothing was charged by us; please check your payments before trying again.',
  checkout_cancelled: 'You cancelled the card payment. Nothing was charged.',
  card_checkout_cancelled: 'You cancelled adding a card. No card was saved.',
  card_declined_not_saved: 'The card processor declined this card, so it was not saved.',
};

import type { OrdersMessageKey } from './message-keys.ts';

export const ordersMessagesEn: Record<OrdersMessageKey, string> = {
  order_not_refundable: 'Only a paid order can be refunded.',
  refund_exceeds_paid:
    'That is more than what is left to refund on this order. Reload to see its refunds.',
  refund_in_progress: 'This refund is still being sent to the card provider. Try again shortly.',
  refund_idempotency_mismatch:
    'This refund was already sent with another amount or order. Start a new refund.',
  refund_declined: 'The card provider refused the refund. Nothing was given back.',
  refund_unconfirmed:
    'The card provider gave no answer we can trust. The amount stays held: retry the same refund to ask again.',
  refund_provider_missing: 'No card provider is set up, so refunds cannot be sent.',
  order_refunded: 'The refund is done. The member was sent the credit note.',
};

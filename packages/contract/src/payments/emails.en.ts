/** The payments area's e-mail and invoice texts ({{name}}-style placeholders). */
export const paymentsEmailsEn = {
  receipt_subject: 'Payment received: {{amount}} for contract {{contract}}',
  receipt_intro:
    'We received your payment of {{amount}} for contract {{contract}} ({{resort}}), charged to your {{card}} card ending in {{last_four}}. Your invoice {{invoice}} is attached as a PDF.',
  receipt_action: 'See my payment history',
  receipt_note: 'Payment reference: {{reference}}. Keep this email for your records.',
  review_subject: 'Your payment of {{amount}} is under review',
  review_intro:
    'Your payment of {{amount}} for contract {{contract}} ({{resort}}) is being reviewed by the card provider, as happens now and then for your protection. The items it covers are held for it, so you do not need to pay them again. We will email you as soon as the review ends, usually within a day.',
  review_note: 'Payment reference: {{reference}}. If the review is not finished in {{days}} days, the payment is released and nothing is charged.',
  unconfirmed_subject: 'We are confirming your payment of {{amount}}',
  unconfirmed_intro:
    'The card provider did not answer in time when you paid {{amount}} for contract {{contract}} ({{resort}}), so we do not know yet whether your card was charged. Please do not pay again: the items stay held while we ask the provider, and we will email you the outcome.',
  declined_subject: 'Your payment of {{amount}} was not completed',
  declined_intro:
    'The payment of {{amount}} for contract {{contract}} ({{resort}}) was not approved, and nothing was charged. The items it covered can be paid again from the payments centre.',
  declined_action: 'Go to payments',
  refund_subject: 'We received {{amount}} that we will refund',
  refund_intro:
    'The card provider confirmed a payment of {{amount}} for contract {{contract}} ({{resort}}) after the items it was for had already been settled or released. It settles nothing, so it will be refunded to your card: our team has been told and will contact you. Nothing else is needed from you.',
  refund_note: 'Payment reference: {{reference}}; provider transaction {{transaction}}.',
  club_refund_subject: 'Refund due: {{amount}}, payment {{reference}}',
  club_refund_intro:
    'The provider accepted payment {{reference}} (transaction {{transaction}}) of {{amount}} for contract {{contract}} after its items had been settled or released. It was recorded as money received that settles nothing: refund it to the member (user {{user}}, order {{order}}).',
  invoice_title: 'Invoice',
  invoice_number: 'Invoice number',
  invoice_date: 'Date',
  invoice_reference: 'Payment reference',
  invoice_billed_to: 'Billed to',
  invoice_member_id: 'Member ID',
  invoice_contract: 'Contract',
  invoice_resort: 'Resort',
  invoice_payment_type: 'Payment type',
  invoice_card: 'Card',
  invoice_card_ending: '{{card}} ending in {{last_four}}',
  invoice_items: 'Items covered',
  invoice_item: 'Description',
  invoice_due_date: 'Due date',
  invoice_amount: 'Amount',
  invoice_late_fee: 'Late fee',
  invoice_extra_principal: 'Extra payment to principal',
  invoice_late_fees_total: 'Late fees',
  invoice_total: 'Total paid',
  invoice_currency: 'Currency',
  invoice_part_paid: '(part)',
  invoice_thanks: 'Thank you for being part of the club.',
  invoice_footer:
    'Member Passport · Member Care 800 123 4567 · Monday to Friday 9 AM-8 PM, Saturday 9 AM-6 PM (CST)',
  type_down: 'Down payment',
  type_monthly: 'Monthly payment',
  type_cash_out: 'Cash out',
  type_other_fees: 'Other fees',
  item_installment: 'Monthly installment',
  item_down: 'Down payment and closing cost',
  item_cash_out: 'Contract balance (cash out)',
} as const;
export type PaymentsEmailKey = keyof typeof paymentsEmailsEn;

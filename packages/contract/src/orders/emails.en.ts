/**
 * The orders area's e-mail and credit-note texts ({{name}}-style placeholders), in the member's
 * language. The credit note shares the receipt's layout and its issuer, care and page texts.
 */
export const ordersEmailsEn = {
  refund_subject: 'Refund of {{amount}} on contract {{contract}}',
  refund_intro:
    'We refunded {{amount}} of your payment {{reference}} for contract {{contract}} ({{resort}}) to your {{card}} card ending in {{last_four}}. Your credit note {{credit_note}} is attached as a PDF. The refunded amount is owed again on the contract: you can see it in your payments centre.',
  refund_action: 'See my payment history',
  refund_note:
    'Your bank usually shows the refund within 5 to 10 business days. Refund reference: {{refund_reference}}.',
  credit_title: 'Credit note',
  credit_number: 'Credit note number',
  credit_original: 'Original receipt',
  credit_reference: 'Payment reference',
  credit_reason: 'Reason',
  credit_items: 'Amounts refunded',
  credit_total: 'Total refunded',
  credit_card: 'Refunded to',
  credit_note_text:
    'This credit note is not a Mexican tax document (CFDI). The refunded amount is owed again on the contract unless the club tells you otherwise.',
  credit_thanks: 'Questions about this refund? Member Care is glad to help.',
} as const;
export type OrdersEmailKey = keyof typeof ordersEmailsEn;

import type { OrdersEmailKey } from './emails.en.ts';

export const ordersEmailsEs: Record<OrdersEmailKey, string> = {
  refund_subject: 'Reembolso de {{amount}} del contrato {{contract}}',
  refund_intro:
    'Reembolsamos {{amount}} de tu pago {{reference}} del contrato {{contract}} ({{resort}}) a tu tarjeta {{card}} con terminación {{last_four}}. Adjuntamos tu nota de crédito {{credit_note}} en PDF. El monto reembolsado vuelve a estar pendiente en el contrato: puedes verlo en tu centro de pagos.',
  refund_action: 'Ver mi historial de pagos',
  refund_note:
    'Tu banco suele mostrar el reembolso en 5 a 10 días hábiles. Referencia del reembolso: {{refund_reference}}.',
  credit_title: 'Nota de crédito',
  credit_number: 'Número de nota de crédito',
  credit_original: 'Comprobante original',
  credit_reference: 'Referencia del pago',
  credit_reason: 'Motivo',
  credit_items: 'Montos reembolsados',
  credit_total: 'Total reembolsado',
  credit_card: 'Reembolsado a',
  credit_note_text:
    'Esta nota de crédito no es un comprobante fiscal (CFDI). El monto reembolsado vuelve a estar pendiente en el contrato, salvo que el club te indique otra cosa.',
  credit_thanks: '¿Tienes dudas sobre este reembolso? Atención a Socios te ayuda con gusto.',
};

import type { PaymentsEmailKey } from './emails.en.ts';

export const paymentsEmailsEs: Record<PaymentsEmailKey, string> = {
  receipt_subject: 'Pago recibido: {{amount}} del contrato {{contract}}',
  receipt_intro:
    'Recibimos tu pago de {{amount}} del contrato {{contract}} ({{resort}}), con cargo a tu tarjeta {{card}} con terminación {{last_four}}. Adjuntamos tu comprobante de pago {{invoice}} en PDF.',
  receipt_action: 'Ver mi historial de pagos',
  receipt_note: 'Referencia del pago: {{reference}}. Conserva este correo para tus registros.',
  review_subject: 'Tu pago de {{amount}} está en revisión',
  review_intro:
    'Tu pago de {{amount}} del contrato {{contract}} ({{resort}}) está en revisión por parte del procesador de pagos, algo que ocurre de vez en cuando para protegerte. Los conceptos que cubre quedan apartados, así que no necesitas pagarlos de nuevo. Te escribiremos en cuanto termine la revisión, normalmente en menos de un día.',
  review_note:
    'Referencia del pago: {{reference}}. Si la revisión no termina en {{days}} días, el pago se libera y no se hace ningún cargo.',
  unconfirmed_subject: 'Estamos confirmando tu pago de {{amount}}',
  unconfirmed_intro:
    'El procesador de pagos no respondió a tiempo cuando pagaste {{amount}} del contrato {{contract}} ({{resort}}), así que todavía no sabemos si se hizo el cargo a tu tarjeta. Por favor, no vuelvas a pagar: los conceptos siguen apartados mientras lo confirmamos y te escribiremos con el resultado.',
  declined_subject: 'Tu pago de {{amount}} no se completó',
  declined_intro:
    'El pago de {{amount}} del contrato {{contract}} ({{resort}}) no fue aprobado y no se hizo ningún cargo. Puedes volver a pagar esos conceptos desde el centro de pagos.',
  declined_action: 'Ir a pagos',
  refund_subject: 'Recibimos {{amount}} que te vamos a reembolsar',
  refund_intro:
    'El procesador de pagos confirmó un pago de {{amount}} del contrato {{contract}} ({{resort}}) cuando los conceptos que cubría ya estaban liquidados o liberados. No liquida nada, así que se reembolsará a tu tarjeta: nuestro equipo ya está enterado y se pondrá en contacto contigo. No necesitas hacer nada más.',
  refund_note: 'Referencia del pago: {{reference}}; transacción del procesador {{transaction}}.',
  club_refund_subject: 'Reembolso pendiente: {{amount}}, pago {{reference}}',
  club_refund_intro:
    'El procesador aceptó el pago {{reference}} (transacción {{transaction}}) de {{amount}} del contrato {{contract}} después de que sus conceptos se liquidaron o liberaron. Quedó registrado como dinero recibido que no liquida nada: hay que reembolsarlo al socio (usuario {{user}}, orden {{order}}).',
  invoice_title: 'Comprobante de pago',
  invoice_number: 'Número de comprobante',
  invoice_date: 'Fecha',
  invoice_reference: 'Referencia del pago',
  invoice_billed_to: 'Pagado por',
  invoice_member_id: 'Número de socio',
  invoice_contract: 'Contrato',
  invoice_resort: 'Resort',
  invoice_payment_type: 'Tipo de pago',
  invoice_card: 'Tarjeta',
  invoice_card_ending: '{{card}} con terminación {{last_four}}',
  invoice_items: 'Conceptos pagados',
  invoice_item: 'Descripción',
  invoice_due_date: 'Vencimiento',
  invoice_amount: 'Monto',
  invoice_late_fee: 'Recargo',
  invoice_extra_principal: 'Abono adicional a capital',
  invoice_subtotal: 'Subtotal',
  invoice_late_fees_total: 'Recargos',
  invoice_total: 'Total pagado',
  invoice_currency: 'Moneda',
  invoice_part_paid: '(parcial)',
  invoice_issued_by: 'Emitido por',
  invoice_tax_id: 'RFC: {{tax_id}}',
  invoice_care_phone: 'Llámanos sin costo: {{phone}}',
  invoice_care_hours:
    'Lunes a viernes de 9:00 a 20:00 h y sábados de 9:00 a 18:00 h (hora del centro de México)',
  invoice_not_cfdi:
    'Este comprobante de pago no es una factura fiscal (CFDI). ¿Necesitas factura? Solicítala a Atención a Socios con tu RFC.',
  invoice_thanks: 'Gracias por ser parte del club.',
  invoice_page: 'Página {{page}} de {{pages}}',
  type_down: 'Enganche',
  type_monthly: 'Mensualidad',
  type_cash_out: 'Liquidación',
  type_other_fees: 'Otros cargos',
  item_installment: 'Mensualidad',
  item_down: 'Enganche y gastos de cierre',
  item_cash_out: 'Saldo del contrato (liquidación)',
};

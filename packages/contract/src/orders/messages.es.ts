import type { OrdersMessageKey } from './message-keys.ts';

export const ordersMessagesEs: Record<OrdersMessageKey, string> = {
  order_not_refundable: 'Solo se puede reembolsar un pedido pagado.',
  refund_exceeds_paid:
    'Eso es más de lo que queda por reembolsar en este pedido. Vuelve a cargar para ver sus reembolsos.',
  refund_in_progress:
    'Este reembolso todavía se está enviando al proveedor de tarjetas. Inténtalo de nuevo en un momento.',
  refund_idempotency_mismatch:
    'Este reembolso ya se envió con otro monto u otro pedido. Empieza un reembolso nuevo.',
  refund_declined: 'El proveedor de tarjetas rechazó el reembolso. No se devolvió nada.',
  refund_unconfirmed:
    'El proveedor de tarjetas no dio una respuesta confiable. El monto queda retenido: repite el mismo reembolso para volver a preguntar.',
  refund_provider_missing:
    'No hay un proveedor de tarjetas configurado, así que no se pueden enviar reembolsos.',
  order_refunded: 'El reembolso está hecho. Se envió la nota de crédito al socio.',
};

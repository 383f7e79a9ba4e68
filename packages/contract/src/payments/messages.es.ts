import type { PaymentsMessageKey } from './message-keys.ts';

export const paymentsMessagesEs: Record<PaymentsMessageKey, string> = {
  payment_received: 'Pago recibido. ¡Gracias!',
  payment_declined: 'Tu tarjeta fue rechazada. Intenta con otra tarjeta o llama a tu banco.',
  payment_insufficient_funds:
    'Tu tarjeta fue rechazada por fondos insuficientes. Intenta con otra tarjeta.',
  payment_card_expired: 'Tu tarjeta está vencida. Usa otra tarjeta.',
  payment_invalid_cvv:
    'El código de seguridad (CVV) no es correcto. Revísalo e inténtalo de nuevo.',
  payment_review:
    'Tu pago está en revisión por parte del procesador de pagos. Los conceptos quedan apartados, así que no hay nada más que pagar; te escribiremos en cuanto termine la revisión.',
  payment_provider_error:
    'No pudimos comunicarnos con el procesador de pagos. No se hizo ningún cargo; inténtalo de nuevo en unos minutos.',
  payment_in_progress:
    'Ya se está procesando un pago de estos conceptos. Espera un momento y revisa tus pagos.',
  payment_already_paid: 'Estos conceptos ya están pagados. Actualizamos tus pagos.',
  payment_amount_above_max: 'El monto es mayor que el máximo que puedes pagar en este contrato.',
  payment_amount_mismatch: 'El monto no coincide con el saldo por pagar. Recarga la página.',
  payment_nothing_to_pay: 'No hay nada que pagar con esta opción.',
  payments_disabled:
    'Los pagos en línea no están disponibles por ahora. Llama a Atención a Socios.',
  payment_card_required: 'Elige una de tus tarjetas guardadas o agrega una tarjeta nueva.',
  payment_invalid_idempotency_key: 'No pudimos identificar el intento de pago. Recarga la página.',
  payment_idempotency_mismatch: 'Este intento de pago ya se usó para otro pago. Recarga la página.',
  payment_outcome_unknown:
    'No pudimos confirmar el pago con el procesador de pagos. Por favor, no vuelvas a pagar: los conceptos quedan apartados mientras lo confirmamos y te escribiremos con el resultado.',
  payment_not_cancellable: 'Este pago ya no se puede cancelar: ya está con el procesador de pagos.',
  payment_cancelled: 'El pago se canceló. No se hizo ningún cargo y puedes volver a pagar.',
  card_updated: 'Tarjeta actualizada.',
  card_saved: 'Tu tarjeta quedó guardada. Ya puedes pagar con ella.',
  card_removed: 'La tarjeta fue eliminada.',
  card_made_default: 'Esta tarjeta es ahora tu tarjeta predeterminada.',
  checkout_invalid:
    'No pudimos confirmar esta respuesta del procesador de pagos. No realizamos ningún cargo; revisa tus pagos antes de intentarlo de nuevo.',
  checkout_cancelled: 'Cancelaste el pago con tarjeta. No se hizo ningún cargo.',
  card_checkout_cancelled: 'Cancelaste el registro de la tarjeta. No se guardó ninguna tarjeta.',
  card_declined_not_saved: 'El procesador de pagos rechazó esta tarjeta, así que no se guardó.',
};

import { REFUND_REASON_MAX_LENGTH, REFUND_REASON_MIN_LENGTH } from './bounds.ts';
import type { OrdersValidationKey } from './validation.en.ts';

export const ordersValidationEs: Record<OrdersValidationKey, string> = {
  refund_reason_short: `Indica el motivo con al menos ${REFUND_REASON_MIN_LENGTH} caracteres.`,
  refund_reason_max: `Usa como máximo ${REFUND_REASON_MAX_LENGTH} caracteres.`,
  amount_decimals: 'Usa como máximo dos decimales, por ejemplo 125.50.',
};

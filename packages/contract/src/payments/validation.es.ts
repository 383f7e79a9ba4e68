import { BILLING_MAX_LENGTH } from '../fields.ts';
import type { PaymentsValidationKey } from './validation.en.ts';

export const paymentsValidationEs: Record<PaymentsValidationKey, string> = {
  payment_type_required: 'Elige un tipo de pago.',
  payment_months_required: 'Elige al menos un mes para pagar.',
  amount_required: 'Ingresa el monto a pagar.',
  amount_invalid: 'Ingresa el monto con números, por ejemplo 1,250.00.',
  amount_positive: 'El monto debe ser mayor que 0.',
  amount_above_max: 'El monto no puede ser mayor que el máximo indicado.',
  cvv_required: 'Ingresa el código de seguridad de tu tarjeta.',
  cvv_invalid: 'Ingresa el código de seguridad de 3 dígitos (4 dígitos en American Express).',
  billing_address_invalid:
    'Ingresa la calle con su número: al menos 8 caracteres, con una letra y un dígito.',
  billing_name_max: `Usa como máximo ${BILLING_MAX_LENGTH.name} caracteres.`,
  billing_address_max: `Usa como máximo ${BILLING_MAX_LENGTH.address} caracteres.`,
  billing_city_max: `Usa como máximo ${BILLING_MAX_LENGTH.city} caracteres.`,
  billing_state_max: `Usa como máximo ${BILLING_MAX_LENGTH.state} caracteres.`,
  billing_postal_code_max: `Un código postal tiene como máximo ${BILLING_MAX_LENGTH.postalCode} caracteres.`,
  billing_separators:
    'No uses comas (,) ni signos de igual (=): no se pueden enviar al proveedor de la tarjeta.',
  card_number_invalid: 'Ingresa un número de tarjeta válido.',
  card_expiry_invalid: 'Elige una fecha de vencimiento que no haya pasado.',
};

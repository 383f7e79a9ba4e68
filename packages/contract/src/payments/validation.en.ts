import { BILLING_MAX_LENGTH } from '../fields.ts';

/** The payments area's form and 400-field texts (gathered in i18n/validation.en.ts). */
export const paymentsValidationEn = {
  payment_type_required: 'Choose a payment type.',
  payment_months_required: 'Choose at least one month to pay.',
  amount_required: 'Enter the amount to pay.',
  amount_invalid: 'Enter an amount in numbers, like 1,250.00.',
  amount_positive: 'The amount must be more than 0.',
  amount_above_max: 'The amount cannot be more than the maximum shown.',
  cvv_required: 'Enter the security code of your card.',
  cvv_invalid: 'Enter the 3-digit security code (4 digits for American Express).',
  billing_address_invalid:
    'Enter the street address with its number: at least 8 characters, with a letter and a digit.',
  billing_name_max: `Use at most ${BILLING_MAX_LENGTH.name} characters.`,
  billing_address_max: `Use at most ${BILLING_MAX_LENGTH.address} characters.`,
  billing_city_max: `Use at most ${BILLING_MAX_LENGTH.city} characters.`,
  billing_state_max: `Use at most ${BILLING_MAX_LENGTH.state} characters.`,
  billing_postal_code_max: `A postal code has at most ${BILLING_MAX_LENGTH.postalCode} characters.`,
  billing_separators:
    'Leave out commas (,) and equals signs (=): they cannot be sent to the card provider.',
  card_number_invalid: 'Enter a valid card number.',
  card_expiry_invalid: 'Choose an expiry date that has not passed.',
} as const;
export type PaymentsValidationKey = keyof typeof paymentsValidationEn;

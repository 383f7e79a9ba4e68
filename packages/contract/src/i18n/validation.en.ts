import {
  MEMBER_ID_MAX_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '../access/constants.ts';
import { PASSWORD_SPECIAL_CHARACTERS } from '../access/password.ts';
import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import { BILLING_MAX_LENGTH } from '../fields.ts';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../profile/constants.ts';

/** The accepted special characters, spaced so each one reads on its own. */
export const SPECIAL_CHARACTER_LIST = [...PASSWORD_SPECIAL_CHARACTERS].join(' ');

/** Form and 400-field texts, keyed by the message keys the schemas use. */
export const validationEn = {
  required: 'This field is required.',
  text_max: `Use at most ${TEXT_MAX_LENGTH} characters.`,
  name_invalid: 'Please enter a valid name.',
  email_format: 'Please enter a valid email address.',
  email_max: `Use at most ${EMAIL_MAX_LENGTH} characters.`,
  password_min: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  password_max: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  password_uppercase: 'Include at least one uppercase letter.',
  password_lowercase: 'Include at least one lowercase letter.',
  password_digit: 'Include at least one number.',
  password_special: `Include at least one of these special characters: ${SPECIAL_CHARACTER_LIST}`,
  password_confirmation_mismatch: 'The passwords do not match.',
  verification_code_numeric: 'The verification code has numbers only.',
  verification_code_length: `The verification code has ${VERIFICATION_CODE_LENGTH} digits.`,
  member_id_numeric: 'The member ID has numbers only.',
  member_id_max: `The member ID has at most ${MEMBER_ID_MAX_DIGITS} digits.`,
  message_max: `Use at most ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  phone_invalid: 'Please enter a valid phone number, such as +52 998 123 4567.',
  phone_any_required: 'Enter a home phone or a mobile phone.',
  terms_required: 'Please accept the terms and conditions.',
  captcha_required: 'Please complete the security check.',
  language_invalid: 'Choose English or Spanish.',
  state_invalid: 'Choose a state or province from the list.',
  postal_code_invalid: 'Please enter a valid postal code.',
  country_invalid: 'Choose a country from the list.',
  invalid: 'This value is not valid.',
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
  date_invalid: 'Choose a date.',
  date_in_past: 'Choose a date from today on.',
  departure_before_arrival: 'The departure cannot be before the arrival.',
  guests_range: 'Choose between 1 and 12 guests.',
  travelers_max: 'You can add up to 8 travelers.',
  promo_code_invalid: 'A promo code has up to 32 letters, digits and hyphens.',
} as const;
export type ValidationKey = keyof typeof validationEn;

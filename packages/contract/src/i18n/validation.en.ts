import { accessValidationEn } from '../access/validation.en.ts';
import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import { paymentsValidationEn } from '../payments/validation.en.ts';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../profile/constants.ts';
import { staysValidationEn } from '../stays/validation.en.ts';
import type { ConsoleValidationKey } from './console-validation.en.ts';

/**
 * Form and 400-field texts, keyed by the message keys the schemas use: those every area shares
 * here, and each member area's own from its folder (`<area>/validation.en.ts`), one line per
 * area. Every member screen loads these; the console's areas are in console-validation.en.ts,
 * which only the console (and the server) loads.
 */
export const validationEn = {
  required: 'This field is required.',
  text_max: `Use at most ${TEXT_MAX_LENGTH} characters.`,
  name_invalid: 'Please enter a valid name.',
  email_format: 'Please enter a valid email address.',
  email_max: `Use at most ${EMAIL_MAX_LENGTH} characters.`,
  message_max: `Use at most ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  phone_invalid: 'Please enter a valid phone number, such as +52 998 123 4567.',
  phone_any_required: 'Enter a home phone or a mobile phone.',
  language_invalid: 'Choose English or Spanish.',
  state_invalid: 'Choose a state or province from the list.',
  postal_code_invalid: 'Please enter a valid postal code.',
  country_invalid: 'Choose a country from the list.',
  invalid: 'This value is not valid.',
  date_invalid: 'Choose a date.',
  date_in_past: 'Choose a date from today on.',
  ...accessValidationEn,
  ...paymentsValidationEn,
  ...staysValidationEn,
} as const;
/** The member side's and shared keys: what every screen's catalogue holds. */
export type MemberValidationKey = keyof typeof validationEn;
/** Every key a schema may use: the member side's and the console's (console-validation.en.ts). */
export type ValidationKey = MemberValidationKey | ConsoleValidationKey;

import {
  MEMBER_ID_MAX_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants.ts';
import { PASSWORD_SPECIAL_CHARACTERS } from './password.ts';

/** The accepted special characters, spaced so each one reads on its own. */
export const SPECIAL_CHARACTER_LIST = [...PASSWORD_SPECIAL_CHARACTERS].join(' ');

/** The access area's form and 400-field texts (gathered in i18n/validation.en.ts). */
export const accessValidationEn = {
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
  terms_required: 'Please accept the terms and conditions.',
  captcha_required: 'Please complete the security check.',
} as const;
export type AccessValidationKey = keyof typeof accessValidationEn;

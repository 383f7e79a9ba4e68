import {
  MEMBER_ID_MAX_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants.ts';
import { type AccessValidationKey, SPECIAL_CHARACTER_LIST } from './validation.en.ts';

export const accessValidationEs: Record<AccessValidationKey, string> = {
  password_min: `Usa al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  password_max: `Usa como máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  password_uppercase: 'Incluye al menos una letra mayúscula.',
  password_lowercase: 'Incluye al menos una letra minúscula.',
  password_digit: 'Incluye al menos un número.',
  password_special: `Incluye al menos uno de estos caracteres especiales: ${SPECIAL_CHARACTER_LIST}`,
  password_confirmation_mismatch: 'Las contraseñas no coinciden.',
  verification_code_numeric: 'El código de verificación solo tiene números.',
  verification_code_length: `El código de verificación tiene ${VERIFICATION_CODE_LENGTH} dígitos.`,
  member_id_numeric: 'El número de socio solo tiene números.',
  member_id_max: `El número de socio tiene como máximo ${MEMBER_ID_MAX_DIGITS} dígitos.`,
  terms_required: 'Por favor, acepta los términos y condiciones.',
  captcha_required: 'Por favor, completa la verificación de seguridad.',
};

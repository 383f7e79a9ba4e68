import {
  MEMBER_ID_MAX_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '../access/constants.ts';
import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../profile/constants.ts';
import { SPECIAL_CHARACTER_LIST, type ValidationKey } from './validation.en.ts';

export const validationEs: Record<ValidationKey, string> = {
  required: 'Este campo es obligatorio.',
  text_max: `Usa como máximo ${TEXT_MAX_LENGTH} caracteres.`,
  name_invalid: 'Por favor ingresa un nombre válido.',
  email_format: 'Por favor ingresa un correo electrónico válido.',
  email_max: `Usa como máximo ${EMAIL_MAX_LENGTH} caracteres.`,
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
  message_max: `Usa como máximo ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('es-MX')} caracteres.`,
  phone_invalid: 'Por favor ingresa un teléfono válido, por ejemplo +52 998 123 4567.',
  phone_any_required: 'Ingresa un teléfono de casa o un celular.',
  terms_required: 'Por favor acepta los términos y condiciones.',
  captcha_required: 'Por favor completa la verificación de seguridad.',
  language_invalid: 'Elige inglés o español.',
  state_invalid: 'Elige un estado o provincia de la lista.',
  postal_code_invalid: 'Escribe un código postal válido.',
  country_invalid: 'Elige un país de la lista.',
  invalid: 'Este valor no es válido.',
};

import { accessValidationEs } from '../access/validation.es.ts';
import { EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH } from '../constants.ts';
import { paymentsValidationEs } from '../payments/validation.es.ts';
import { CONTACT_MESSAGE_MAX_LENGTH } from '../profile/constants.ts';
import { staysValidationEs } from '../stays/validation.es.ts';
import type { MemberValidationKey } from './validation.en.ts';

export const validationEs: Record<MemberValidationKey, string> = {
  required: 'Este campo es obligatorio.',
  text_max: `Usa como máximo ${TEXT_MAX_LENGTH} caracteres.`,
  name_invalid: 'Por favor, ingresa un nombre válido.',
  email_format: 'Por favor, ingresa un correo electrónico válido.',
  email_max: `Usa como máximo ${EMAIL_MAX_LENGTH} caracteres.`,
  message_max: `Usa como máximo ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('es-MX')} caracteres.`,
  phone_invalid: 'Por favor, ingresa un teléfono válido, por ejemplo +52 998 123 4567.',
  phone_any_required: 'Ingresa un teléfono de casa o un celular.',
  language_invalid: 'Elige inglés o español.',
  state_invalid: 'Elige un estado o provincia de la lista.',
  postal_code_invalid: 'Ingresa un código postal válido.',
  country_invalid: 'Elige un país de la lista.',
  invalid: 'Este valor no es válido.',
  date_invalid: 'Elige una fecha.',
  date_in_past: 'Elige una fecha a partir de hoy.',
  ...accessValidationEs,
  ...paymentsValidationEs,
  ...staysValidationEs,
};

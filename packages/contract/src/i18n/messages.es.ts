import type { MessageKey } from '../errors.ts';

export const messagesEs: Record<MessageKey, string> = {
  error_generic: 'Ocurrió un error, por favor inténtalo de nuevo..',
  wrong_login_credentials:
    'El correo electrónico o la contraseña que ingresaste no son válidos. Por favor inténtalo de nuevo.',
  user_already_exists: 'Ya existe un usuario con este correo. Por favor inicia sesión.',
  token_invalid: 'Este enlace o código ya no es válido. Por favor solicita uno nuevo.',
  verification_code_invalid: 'El código de verificación no es válido o ha expirado.',
  email_does_not_exist: 'Este correo electrónico no existe.',
  email_already_verified: 'Este correo electrónico ya está verificado. Por favor inicia sesión.',
  email_invalid: 'El correo electrónico no es válido.',
  account_not_verified:
    'Tu cuenta aún no está verificada. Te enviamos un nuevo enlace de activación; revisa tu correo.',
  account_not_member_id:
    'Tu cuenta aún no está vinculada a un número de socio. Por favor confirma tu número de socio.',
  activation_link_expired: 'El enlace de activación expiró. Por favor solicita uno nuevo.',
  capslock_active: 'Bloq Mayús está activado.',
  logout_success: 'Cerraste sesión correctamente.',
  user_exists_external_system:
    'Encontramos tu membresía en nuestros registros y la vinculamos a tu nueva cuenta.',
  account_disabled: 'Tu cuenta está deshabilitada. Por favor comunícate con atención a socios.',
  profile_updated: 'Tu perfil se actualizó.',
  profile_updated_email_sent:
    'Tu perfil se actualizó y te enviamos un correo. Un agente verifica los cambios en 1 a 3 días.',
  unauthenticated: 'Tu sesión terminó. Por favor sigue de nuevo los pasos para iniciar sesión.',
  unauthorized:
    'No tienes privilegios para esta acción. Por favor comunícate con el administrador de la organización.',
  not_found: 'No encontrada. Por favor comunícate con nuestro equipo (código 604).',
  new_verification_code:
    'Si la dirección tiene una cuenta pendiente de verificación, le enviamos un nuevo enlace.',
  contact_message_sent: 'Tu mensaje fue enviado. Respondemos en un máximo de 24 horas.',
  no_property_changed: 'Por favor modifica al menos un campo',
  email_already_used: 'Este correo electrónico ya lo usa otro usuario.',
  verification_link_expired: 'El enlace de verificación expiró. Por favor solicita uno nuevo.',
  no_user_with_email: 'No hay ningún usuario con este correo electrónico.',
  old_password_wrong: 'La contraseña actual es incorrecta.',
  message_sent: 'Mensaje enviado.',
  validation_failed: 'Algunos campos requieren tu atención.',
  too_many_attempts: 'Demasiados intentos. Por favor inténtalo de nuevo en {{seconds}} segundos.',
  captcha_invalid: 'La verificación de seguridad falló. Por favor inténtalo de nuevo.',
  member_id_invalid:
    'Este número de socio no coincide con nuestros registros. Revísalo o comunícate con atención a socios.',
  member_id_taken: 'Este número de socio ya está vinculado a otra cuenta.',
  service_unavailable:
    'El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.',
  password_reset_success: 'Tu contraseña se cambió.',
  email_verified: 'Tu correo electrónico está verificado.',
};

import type { AccessMessageKey } from './message-keys.ts';

export const accessMessagesEs: Record<AccessMessageKey, string> = {
  wrong_login_credentials:
    'El correo electrónico o la contraseña que ingresaste no son válidos. Por favor, inténtalo de nuevo.',
  user_already_exists: 'Ya existe un usuario con este correo. Por favor, inicia sesión.',
  token_invalid: 'Este enlace o código ya no es válido. Por favor, solicita uno nuevo.',
  verification_code_invalid: 'El código de verificación no es válido o ya venció.',
  email_does_not_exist: 'Este correo electrónico no existe.',
  email_already_verified: 'Este correo electrónico ya está verificado. Por favor, inicia sesión.',
  email_invalid: 'El correo electrónico no es válido.',
  account_not_verified:
    'Tu cuenta aún no está verificada. Te enviamos un nuevo enlace de activación; revisa tu correo.',
  account_not_member_id:
    'Tu cuenta aún no está vinculada a un número de socio. Por favor, confirma tu número de socio.',
  activation_link_expired: 'El enlace de activación venció. Por favor, solicita uno nuevo.',
  capslock_active: 'Bloq Mayús está activado.',
  logout_success: 'Cerraste sesión correctamente.',
  user_exists_external_system:
    'Gracias. Si el número de socio y el apellido que diste coinciden con los registros del club, vincularemos tu membresía: cuando el correo sea el que el club tiene registrado, en cuanto lo verifiques; si no, te enviaremos un código a ese correo registrado para que lo ingreses al iniciar sesión.',
  account_disabled: 'Tu cuenta está deshabilitada. Por favor, comunícate con Atención a Socios.',
  new_verification_code:
    'Si ese correo tiene una cuenta pendiente de verificación, te enviamos un nuevo enlace.',
  verification_link_expired: 'El enlace de verificación venció. Por favor, solicita uno nuevo.',
  no_user_with_email: 'No hay ningún usuario con este correo electrónico.',
  captcha_invalid: 'La verificación de seguridad falló. Por favor, inténtalo de nuevo.',
  member_id_code_sent:
    'Si este número de socio y tu apellido coinciden con los registros del club, enviamos un código de 6 dígitos al correo que el club tiene registrado para esa membresía. Ingrésalo aquí para vincular tu membresía. ¿No llega el correo en unos minutos? Revisa el número de socio o llama a Atención a Socios para que un agente actualice el correo registrado.',
  member_id_code_invalid:
    'Este código no es válido o ya venció. Revísalo, o borra el código y continúa para recibir uno nuevo.',
  password_reset_success: 'Tu contraseña se cambió.',
  email_verified: 'Tu correo electrónico está verificado.',
};

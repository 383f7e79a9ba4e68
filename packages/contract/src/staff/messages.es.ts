import type { StaffMessageKey } from './message-keys.ts';

export const staffMessagesEs: Record<StaffMessageKey, string> = {
  csrf_token_invalid: 'Esta página no está actualizada. Recárgala e inténtalo de nuevo.',
  staff_credentials_invalid: 'El correo o la contraseña son incorrectos.',
  staff_account_disabled:
    'Esta cuenta del personal está desactivada. Pide a un administrador que la active.',
  staff_password_not_set:
    'Esta cuenta todavía no tiene contraseña. Usa el enlace de tu invitación o pide uno nuevo a un administrador.',
  staff_code_invalid:
    'El código es incorrecto. Revisa tu aplicación de autenticación e inténtalo de nuevo.',
  staff_code_used: 'Este código ya se usó. Espera el siguiente e inténtalo de nuevo.',
  staff_recovery_code_invalid: 'El código de recuperación es incorrecto o ya se usó.',
  staff_already_enrolled: 'Esta cuenta ya tiene una aplicación de autenticación.',
  staff_not_enrolled: 'Primero configura tu aplicación de autenticación.',
  staff_email_taken: 'Ya existe una cuenta del personal con este correo.',
  staff_cannot_disable_self: 'No puedes desactivar tu propia cuenta.',
  staff_setup_link_invalid:
    'Este enlace ya no es válido: ya se usó o venció. Pide uno nuevo a un administrador.',
  staff_password_set: 'Tu contraseña quedó guardada. Inicia sesión para continuar.',
  staff_signed_out: 'Cerraste sesión.',
  staff_signed_out_everywhere: 'Cerraste sesión en todos tus dispositivos.',
  staff_invitation_sent: 'La invitación se envió.',
  staff_session_expired: 'Tu sesión terminó. Inicia sesión de nuevo.',
  staff_passkey_invalid:
    'No se aceptó esta llave de acceso. Inténtalo de nuevo o usa un código de tu aplicación de autenticación.',
  staff_passkey_challenge_invalid:
    'La solicitud de la llave de acceso venció o ya se usó. Inténtalo de nuevo.',
  staff_passkey_none:
    'Esta cuenta todavía no tiene llaves de acceso. Usa un código de tu aplicación de autenticación.',
  staff_passkey_taken: 'Esta llave de acceso ya está registrada.',
  staff_passkey_limit:
    'Ya tienes el máximo de llaves de acceso que puede tener una cuenta. Primero elimina una.',
  staff_already_signed_in: 'Ya iniciaste sesión.',
  staff_passkey_added: 'Tu llave de acceso se agregó.',
  staff_passkey_removed: 'La llave de acceso se eliminó.',
  staff_passkey_renamed: 'La llave de acceso cambió de nombre.',
};

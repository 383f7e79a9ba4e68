import type { ProfileMessageKey } from './message-keys.ts';

export const profileMessagesEs: Record<ProfileMessageKey, string> = {
  profile_updated: 'Tu perfil se actualizó.',
  profile_updated_email_sent: 'Tu perfil se actualizó y te enviamos un correo.',
  profile_in_review:
    'Un agente verifica los cambios a tus datos de contacto en 1 a 3 días; mientras tanto los verás "en revisión".',
  no_property_changed: 'Por favor, modifica al menos un campo',
  email_already_used: 'Este correo electrónico ya lo usa otro usuario.',
  old_password_wrong: 'La contraseña actual es incorrecta.',
  password_changed: 'Tu contraseña se cambió. Cerramos tus otras sesiones.',
  email_change_requested:
    'Enviamos un enlace de confirmación a tu nuevo correo. El cambio se aplica cuando lo abras.',
  email_changed: 'Tu correo electrónico se cambió. Úsalo la próxima vez que inicies sesión.',
  email_change_link_invalid:
    'Este enlace de confirmación no es válido. Solicita el cambio de nuevo desde tu perfil.',
  email_change_link_expired:
    'Este enlace de confirmación venció. Solicita el cambio de nuevo desde tu perfil.',
  contact_message_sent: 'Tu mensaje fue enviado. Respondemos en menos de 24 horas.',
  message_sent: 'Mensaje enviado.',
};

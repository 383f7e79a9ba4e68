import type { ProfileEmailKey } from './emails.en.ts';

export const profileEmailsEs: Record<ProfileEmailKey, string> = {
  contact_ack_subject: 'Recibimos tu mensaje',
  contact_ack_intro:
    'Gracias por escribir a Atención a Socios sobre "{{reason}}". Respondemos en menos de 24 horas; encontrarás nuestra respuesta en tu centro de mensajes.',
  contact_ack_action: 'Abrir mis mensajes',
  contact_ack_call: 'Nos pediste que te llamemos: llamaremos al {{phone}}.',
  profile_updated_subject: 'Tu perfil se actualizó',
  profile_updated_intro: 'Cambiaron estos datos de tu perfil de Member Passport: {{fields}}.',
  profile_updated_review:
    'Un agente verifica los cambios a tus datos de contacto en 1 a 3 días; mientras tanto los verás "en revisión".',
  profile_updated_action: 'Revisar mi cuenta',
  profile_updated_not_you:
    'Si no hiciste este cambio, cambia tu contraseña y llama a Atención a Socios al {{phone}}.',
  password_changed_subject: 'Tu contraseña se cambió',
  password_changed_intro:
    'La contraseña de tu Member Passport se cambió. Cerramos todas tus otras sesiones.',
  email_change_confirm_subject: 'Confirma tu nuevo correo electrónico',
  email_change_confirm_intro:
    'Pediste usar este correo en tu cuenta de Member Passport. Abre el enlace en las próximas {{hours}} horas para confirmarlo; mientras tanto, sigues iniciando sesión con tu correo actual.',
  email_change_confirm_action: 'Confirmar mi nuevo correo',
  email_change_notice_subject: 'Se solicitó cambiar tu correo electrónico',
  email_change_notice_intro:
    'Alguien con sesión iniciada en tu cuenta de Member Passport pidió cambiar el correo de tu cuenta a {{email}}. Nada cambiará hasta que se confirme desde ese correo.',
  email_changed_subject: 'Tu correo electrónico se cambió',
  email_changed_intro:
    'El correo de tu Member Passport ahora es {{email}}. Úsalo la próxima vez que inicies sesión.',
  review_rejected_subject: 'No pudimos aceptar el cambio de tus datos de contacto',
  review_rejected_intro:
    'Revisamos el cambio de tu {{fields}} y no pudimos aceptarlo: {{reason}} Tu perfil vuelve a mostrar tus datos anteriores.',
  review_rejected_action: 'Revisar mi cuenta',
  review_rejected_note:
    'Si tienes dudas, escríbenos desde tu centro de mensajes o llama a Atención a Socios al {{phone}}.',
  field_email: 'correo electrónico',
  field_home_phone: 'teléfono de casa',
  field_mobile_phone: 'teléfono celular',
  field_address_line_1: 'dirección, línea 1',
  field_address_line_2: 'dirección, línea 2',
  field_country: 'país',
  field_state: 'estado o provincia',
  field_city: 'ciudad',
  field_postal_code: 'código postal',
  field_language_id: 'idioma',
  field_all_communications: 'todas las comunicaciones',
  field_monthly_communications: 'boletín mensual',
};

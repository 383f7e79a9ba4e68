import type { InboxEmailKey } from './emails.en.ts';

/** Los textos de los correos de la bandeja de Atención a Socios. */
export const inboxEmailsEs: Record<InboxEmailKey, string> = {
  reply_subject: 'Respondimos tu mensaje: {{subject}}',
  reply_intro:
    'Atención a Socios respondió tu mensaje "{{subject}}". Lee la respuesta en tu centro de mensajes, donde también puedes responder.',
  reply_action: 'Leer la respuesta',
  reply_note:
    'Por tu seguridad, la respuesta está solo en tu centro de mensajes, no en este correo.',
};

import type { BroadcastsEmailKey } from './emails.en.ts';

export const broadcastsEmailsEs: Record<BroadcastsEmailKey, string> = {
  broadcast_subject: '{{subject}}',
  broadcast_intro: '{{body}}',
  broadcast_action: 'Abrir mis mensajes',
  alert_note: 'También encuentras este mensaje en tu centro de mensajes.',
  marketing_note:
    'Recibes este correo porque aceptas comunicaciones del club. Puedes dejar de recibirlas en tu perfil, en Comunicaciones.',
};

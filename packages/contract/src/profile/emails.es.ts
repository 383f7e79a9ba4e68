import type { ProfileEmailKey } from './emails.en.ts';

export const profileEmailsEs: Record<ProfileEmailKey, string> = {
  contact_ack_subject: 'Recibimos tu mensaje',
  contact_ack_intro:
    'Gracias por escribir a Atención a Socios sobre "{{reason}}". Respondemos en un plazo de 24 horas; encontrarás nuestra respuesta en tu centro de mensajes.',
  contact_ack_action: 'Abrir mis mensajes',
  contact_ack_call: 'Nos pediste que te llamemos: llamaremos al {{phone}}.',
};

import type { DeskEmailKey } from './emails.en.ts';

export const deskEmailsEs: Record<DeskEmailKey, string> = {
  declined_subject: 'Tu solicitud de reservación {{number}} en {{hotel}}',
  declined_intro:
    'Lo sentimos: no pudimos confirmar tu solicitud {{number}} para hospedarte en {{hotel}} {{dates}}. {{reason}}',
  declined_action: 'Ver mis reservaciones',
  declined_note:
    'Si te funcionan otras fechas u otro destino, envía una nueva solicitud o llama a Atención a Socios al {{phone}}.',
  alert_confirmed_subject: 'Reservación {{number}} confirmada en {{hotel}}',
  alert_confirmed_body:
    'Tu solicitud {{request}} está confirmada: reservación {{number}} en {{hotel}}, {{dates}}, en una unidad {{unit}}. Te enviamos los detalles por correo con un archivo de calendario.',
  alert_declined_subject: 'Tu solicitud de reservación {{request}} no se confirmó',
  alert_declined_body:
    'No pudimos confirmar tu solicitud {{request}} para hospedarte en {{hotel}} {{dates}}. Motivo: {{reason}}',
};

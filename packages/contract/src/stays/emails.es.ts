import type { StaysEmailKey } from './emails.en.ts';

export const staysEmailsEs: Record<StaysEmailKey, string> = {
  request_subject: 'Recibimos tu solicitud de reservación en {{hotel}}',
  request_intro:
    'Gracias por tu solicitud para hospedarte en {{hotel}} {{dates}}: {{guests}} en una unidad {{unit}}. Tu número de solicitud es {{number}}. Nuestro equipo de reservaciones te responderá en menos de 24 horas.',
  request_action: 'Ver mis reservaciones',
  request_note:
    'Atención a Socios: {{phone}}, de lunes a viernes de 9:00 a 20:00 h y sábados de 9:00 a 18:00 h (hora del centro de México).',
  confirmation_subject: 'Tu reservación {{number}} en {{hotel}}',
  confirmation_intro:
    'Esta es tu reservación {{number}} en {{hotel}}: llegada el {{arriving}}, salida el {{departing}}, {{party}}, en una unidad {{room}}. Estado: {{status}}. {{calendar}}',
  confirmation_action: 'Ver mis reservaciones',
  confirmation_calendar: 'El archivo de calendario adjunto agrega la estancia a tu calendario.',
  confirmation_calendar_requested:
    'El archivo de calendario adjunto aparta las fechas en tu calendario como provisionales hasta que se confirme la estancia.',
  confirmation_calendar_canceled:
    'El archivo de calendario adjunto marca la estancia como cancelada en tu calendario, si la habías agregado.',
  confirmation_note:
    'Al llegar a recepción, presenta una identificación oficial de cada adulto. ¡Te esperamos con gusto!',
  confirmation_note_requested:
    'Todavía no es una reservación confirmada: nuestro equipo de reservaciones responderá tu solicitud en menos de 24 horas.',
  confirmation_note_canceled: '¿Dudas sobre esta cancelación? {{member_care}}',
  calendar_title: 'Estancia en {{hotel}}',
  calendar_description: 'Reservación {{number}} · {{room}} · {{party}}',
  guests_one: '{{count}} huésped',
  guests_other: '{{count}} huéspedes',
  adults_one: '{{count}} adulto',
  adults_other: '{{count}} adultos',
  children_one: '{{count}} menor',
  children_other: '{{count}} menores',
  party_with_children: '{{adults}} y {{children}}',
  dates_same_month: 'del {{from_day}} al {{to_day}} de {{month}} de {{year}}',
  dates_same_year: 'del {{from_day}} de {{from_month}} al {{to_day}} de {{to_month}} de {{year}}',
  dates_other_years: 'del {{from}} al {{to}}',
  status_requested: 'solicitada',
  status_confirmed: 'confirmada',
  status_traveled: 'realizada',
  status_transferred: 'transferida',
  status_canceled: 'cancelada',
  status_complete: 'completada',
};

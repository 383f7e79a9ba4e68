import type { DeskMessageKey } from './message-keys.ts';

export const deskMessagesEs: Record<DeskMessageKey, string> = {
  request_already_decided: 'Alguien más ya resolvió esta solicitud. Recarga la página para verla.',
  reservation_number_taken: 'Otra reservación ya tiene este número.',
  decline_reason_required: 'Elige un motivo o escribe uno.',
  review_already_decided: 'Alguien más ya resolvió esta revisión. Recarga la página para verla.',
  member_already_verified: 'Este socio ya verificó su correo electrónico.',
  view_reason_required: 'Indica por qué abres el expediente de este socio.',
  reservation_request_confirmed: 'La reservación quedó confirmada y se avisó al socio.',
  reservation_request_declined: 'La solicitud quedó rechazada y se le explicó el motivo al socio.',
  profile_review_verified: 'El cambio quedó verificado.',
  profile_review_rejected:
    'El cambio quedó rechazado: se restauraron los datos anteriores y se le explicó el motivo al socio.',
  member_verification_sent: 'Se volvió a enviar el correo de verificación.',
  member_sessions_ended: 'Se cerraron todas las sesiones del socio.',
  member_disabled: 'La cuenta quedó desactivada y se cerraron sus sesiones.',
  member_enabled: 'La cuenta quedó activada de nuevo.',
};

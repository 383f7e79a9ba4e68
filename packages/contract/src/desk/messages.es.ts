import type { DeskMessageKey } from './message-keys.ts';

export const deskMessagesEs: Record<DeskMessageKey, string> = {
  request_already_decided: 'Alguien más ya resolvió esta solicitud. Recarga la página para verla.',
  reservation_number_taken: 'Otra reservación ya tiene este número.',
  decline_reason_required: 'Elige un motivo o escribe uno.',
  review_already_decided: 'Alguien más ya resolvió esta revisión. Recarga la página para verla.',
  member_already_verified: 'Este socio ya verificó su correo electrónico.',
  view_reason_required: 'Indica por qué abres el expediente de este socio.',
};

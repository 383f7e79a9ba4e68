import { BROADCAST_SCHEDULE_MAX_DAYS } from './constants.ts';
import type { broadcastsValidationEn } from './validation.en.ts';

export const broadcastsValidationEs: Record<keyof typeof broadcastsValidationEn, string> = {
  send_at_past: 'Elige una hora a partir de ahora.',
  send_at_too_far: `Elige una hora dentro de los próximos ${BROADCAST_SCHEDULE_MAX_DAYS} días.`,
};

import { BROADCAST_SCHEDULE_MAX_DAYS } from './constants.ts';

/** The broadcasts area's form and 400-field texts (gathered in i18n/validation.en.ts). */
export const broadcastsValidationEn = {
  send_at_past: 'Choose a time from now on.',
  send_at_too_far: `Choose a time within ${BROADCAST_SCHEDULE_MAX_DAYS} days.`,
} as const;

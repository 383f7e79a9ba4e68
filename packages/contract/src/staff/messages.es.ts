import type { StaffMessageKey } from './message-keys.ts';

export const staffMessagesEs: Record<StaffMessageKey, string> = {
  csrf_token_invalid: 'Esta página no está actualizada. Recárgala e inténtalo de nuevo.',
};

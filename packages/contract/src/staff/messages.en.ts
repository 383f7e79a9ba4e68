import type { StaffMessageKey } from './message-keys.ts';

export const staffMessagesEn: Record<StaffMessageKey, string> = {
  csrf_token_invalid: 'This page is out of date. Reload it and try again.',
};

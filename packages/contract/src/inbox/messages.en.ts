import type { InboxMessageKey } from './message-keys.ts';

export const inboxMessagesEn: Record<InboxMessageKey, string> = {
  inbox_assignee_invalid: 'Choose an active member of the team.',
  inbox_assign_others_forbidden: 'Only a supervisor can assign a thread to someone else.',
};

/** The inbox area's notification and error keys (issue 21). */
export const INBOX_MESSAGE_KEYS = [
  'inbox_assignee_invalid',
  'inbox_assign_others_forbidden',
] as const;
export type InboxMessageKey = (typeof INBOX_MESSAGE_KEYS)[number];

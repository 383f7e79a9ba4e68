/** The inbox area's notification and error keys (issue 21). */
export const INBOX_MESSAGE_KEYS = [] as const;
export type InboxMessageKey = (typeof INBOX_MESSAGE_KEYS)[number];

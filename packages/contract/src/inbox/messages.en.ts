import type { InboxMessageKey } from './message-keys.ts';

export const inboxMessagesEn: Record<InboxMessageKey, string> = {};

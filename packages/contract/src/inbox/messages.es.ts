import type { InboxMessageKey } from './message-keys.ts';

export const inboxMessagesEs: Record<InboxMessageKey, string> = {};

import type { DeskMessageKey } from './message-keys.ts';

export const deskMessagesEs: Record<DeskMessageKey, string> = {};

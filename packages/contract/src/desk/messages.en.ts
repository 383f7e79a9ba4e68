import type { DeskMessageKey } from './message-keys.ts';

export const deskMessagesEn: Record<DeskMessageKey, string> = {};

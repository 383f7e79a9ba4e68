import type { InboxMessageKey } from './message-keys.ts';

export const inboxMessagesEs: Record<InboxMessageKey, string> = {
  inbox_assignee_invalid: 'Elige a una persona activa del equipo.',
  inbox_assign_others_forbidden:
    'Solo una persona supervisora puede asignar una conversación a alguien más.',
};

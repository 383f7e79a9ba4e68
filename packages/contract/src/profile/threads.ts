import { DAY_MS } from '../rules/club-date.ts';
import { MESSAGE_PREVIEW_WORDS, type MessageType, REPLYABLE_MESSAGE_TYPES } from './constants.ts';

/** Spec §4: a thread is unread if it has unread messages, or else if it has no read_at. */
export function isThreadUnread(thread: {
  unread_messages: readonly unknown[];
  read_at: string | null;
}): boolean {
  return thread.unread_messages.length > 0 || thread.read_at === null;
}

/** Spec §4: no reply is offered for alert or marketing messages. */
export function canReply(messageType: MessageType): boolean {
  return (REPLYABLE_MESSAGE_TYPES as readonly MessageType[]).includes(messageType);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
  '#39': "'",
};

/**
 * Spec §2/§9: the list shows the first 10 words of a message. Club messages are sanitised HTML
 * (an allow-list on the server), so dropping the tags and the few entities it keeps is enough.
 * A member's own message is plain text, shown as written ("<3", "a < b", "&amp;" stay).
 */
export function messagePreview(
  message: { message: string; author: 'member' | 'club' },
  words = MESSAGE_PREVIEW_WORDS,
): string {
  const text =
    message.author === 'club'
      ? message.message
          .replace(/<[^>]*>/g, ' ')
          .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
      : message.message;
  const all = text.split(/\s+/).filter(Boolean);
  const shown = all.slice(0, words).join(' ');
  return all.length > words ? `${shown}…` : shown;
}

export type MessageDateLabel =
  | { kind: 'relative'; value: number; unit: 'minute' | 'hour' | 'day' | 'week' }
  | { kind: 'date' };

/**
 * Spec §9: message dates are relative ("3 hours ago"), or 'DD MMM YYYY' once a month or more
 * has passed. The unit is the largest whole one; "now" is 0 minutes.
 */
export function messageDateLabel(date: Date, now: Date): MessageDateLabel {
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const monthAgo = new Date(now);
  monthAgo.setMonth(monthAgo.getMonth() - 1);
  if (date.getTime() <= monthAgo.getTime()) return { kind: 'date' };
  if (elapsed >= 7 * DAY_MS)
    return { kind: 'relative', value: Math.floor(elapsed / (7 * DAY_MS)), unit: 'week' };
  if (elapsed >= DAY_MS)
    return { kind: 'relative', value: Math.floor(elapsed / DAY_MS), unit: 'day' };
  if (elapsed >= 3_600_000)
    return { kind: 'relative', value: Math.floor(elapsed / 3_600_000), unit: 'hour' };
  return { kind: 'relative', value: Math.floor(elapsed / 60_000), unit: 'minute' };
}

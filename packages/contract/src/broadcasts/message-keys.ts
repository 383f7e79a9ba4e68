/** The broadcasts area's notification and error keys (issue 22). */
export const BROADCASTS_MESSAGE_KEYS = [
  'broadcast_sent',
  'broadcast_scheduled',
  'broadcast_cancelled',
  'broadcast_not_scheduled',
  'reply_not_offered',
] as const;
export type BroadcastsMessageKey = (typeof BROADCASTS_MESSAGE_KEYS)[number];

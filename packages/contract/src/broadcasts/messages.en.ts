import type { BroadcastsMessageKey } from './message-keys.ts';

export const broadcastsMessagesEn: Record<BroadcastsMessageKey, string> = {
  broadcast_sent: 'The broadcast is on its way to the members of the segment.',
  broadcast_scheduled: 'The broadcast is scheduled.',
  broadcast_cancelled: 'The broadcast is cancelled: nobody will receive it.',
  broadcast_not_scheduled:
    'This broadcast is no longer scheduled: it has started sending or was cancelled. Reload to see it.',
  reply_not_offered: 'Alerts and marketing messages take no reply. Write to us from Contact us.',
};

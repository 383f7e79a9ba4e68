import { accessMessagesEs } from '../access/messages.es.ts';
import { broadcastsMessagesEs } from '../broadcasts/messages.es.ts';
import { clubdataMessagesEs } from '../clubdata/messages.es.ts';
import { contentMessagesEs } from '../content/messages.es.ts';
import { deskMessagesEs } from '../desk/messages.es.ts';
import type { MessageKey } from '../errors.ts';
import { httpMessagesEs } from '../http/messages.es.ts';
import { inboxMessagesEs } from '../inbox/messages.es.ts';
import { jobsMessagesEs } from '../jobs/messages.es.ts';
import { ordersMessagesEs } from '../orders/messages.es.ts';
import { paymentsMessagesEs } from '../payments/messages.es.ts';
import { profileMessagesEs } from '../profile/messages.es.ts';
import { staffMessagesEs } from '../staff/messages.es.ts';
import { staysMessagesEs } from '../stays/messages.es.ts';
import { webhooksMessagesEs } from '../webhooks/messages.es.ts';

/** Every area's notification and error texts, for the server's answers and the web's bars. */
export const messagesEs: Record<MessageKey, string> = {
  ...httpMessagesEs,
  ...accessMessagesEs,
  ...profileMessagesEs,
  ...paymentsMessagesEs,
  ...staysMessagesEs,
  ...staffMessagesEs,
  ...inboxMessagesEs,
  ...deskMessagesEs,
  ...jobsMessagesEs,
  ...clubdataMessagesEs,
  ...broadcastsMessagesEs,
  ...contentMessagesEs,
  ...ordersMessagesEs,
  ...webhooksMessagesEs,
};

import { accessMessagesEn } from '../access/messages.en.ts';
import { broadcastsMessagesEn } from '../broadcasts/messages.en.ts';
import { clubdataMessagesEn } from '../clubdata/messages.en.ts';
import { contentMessagesEn } from '../content/messages.en.ts';
import { deskMessagesEn } from '../desk/messages.en.ts';
import type { MessageKey } from '../errors.ts';
import { httpMessagesEn } from '../http/messages.en.ts';
import { inboxMessagesEn } from '../inbox/messages.en.ts';
import { jobsMessagesEn } from '../jobs/messages.en.ts';
import { ordersMessagesEn } from '../orders/messages.en.ts';
import { paymentsMessagesEn } from '../payments/messages.en.ts';
import { profileMessagesEn } from '../profile/messages.en.ts';
import { staffMessagesEn } from '../staff/messages.en.ts';
import { staysMessagesEn } from '../stays/messages.en.ts';
import { webhooksMessagesEn } from '../webhooks/messages.en.ts';

/** Every area's notification and error texts, for the server's answers and the web's bars. */
export const messagesEn: Record<MessageKey, string> = {
  ...httpMessagesEn,
  ...accessMessagesEn,
  ...profileMessagesEn,
  ...paymentsMessagesEn,
  ...staysMessagesEn,
  ...staffMessagesEn,
  ...inboxMessagesEn,
  ...deskMessagesEn,
  ...jobsMessagesEn,
  ...clubdataMessagesEn,
  ...broadcastsMessagesEn,
  ...contentMessagesEn,
  ...ordersMessagesEn,
  ...webhooksMessagesEn,
};

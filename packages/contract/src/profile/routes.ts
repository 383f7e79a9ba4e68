import { z } from 'zod';
import { data, noContent, route } from '../http/route.ts';
import {
  contactBodySchema,
  contactResultSchema,
  messageParamsSchema,
  messageSchema,
  messageThreadSchema,
  profileSchema,
  replyBodySchema,
} from './schemas.ts';

/** The profile area's calls. */
export const profileRoutes = {
  profile: route({
    method: 'GET',
    path: '/api/v1/profile',
    auth: true,
    response: data(profileSchema),
    status: 200,
    errors: 'default',
    summary: 'The signed-in member profile with visible contracts and counters',
    // The account was removed while its access token still lived.
    errorStatuses: [404],
  }),
  sendContactMessage: route({
    method: 'POST',
    path: '/api/v1/messages',
    auth: true,
    body: contactBodySchema,
    // Decision [9]: the contact form opens a support thread in the member's message centre.
    response: data(contactResultSchema),
    status: 201,
    errors: 'default',
    summary: 'A contact message: a new support thread, acknowledged by e-mail',
    rateLimited: true,
  }),
  messages: route({
    method: 'GET',
    path: '/api/v1/messages',
    auth: true,
    response: data(z.object({ data: z.array(messageSchema) })),
    status: 200,
    errors: 'default',
    summary: "The member's message threads, newest activity first",
  }),
  message: route({
    method: 'GET',
    path: '/api/v1/messages/:message',
    auth: true,
    params: messageParamsSchema,
    response: data(z.object({ data: messageThreadSchema })),
    status: 200,
    errors: 'default',
    summary: 'One thread with its conversation, oldest message first',
  }),
  reply: route({
    method: 'POST',
    path: '/api/v1/messages/:message',
    auth: true,
    params: messageParamsSchema,
    body: replyBodySchema,
    response: data(z.object({ data: messageThreadSchema })),
    status: 201,
    errors: 'default',
    summary: 'A reply to a support thread; answers the thread with the reply added',
    // Spec §4: alert and marketing threads take no reply.
    errorStatuses: [403],
    rateLimited: true,
  }),
  markAsRead: route({
    method: 'PATCH',
    path: '/api/v1/messages/:message/mark-as-read',
    auth: true,
    params: messageParamsSchema,
    response: noContent,
    status: 204,
    errors: 'default',
    summary: 'Marks a thread and every message in it read',
  }),
  markAllAsRead: route({
    method: 'PATCH',
    path: '/api/v1/messages/mark-all-messages-read',
    auth: true,
    response: data(z.object({ data: z.array(messageSchema) })),
    status: 200,
    errors: 'default',
    summary: 'Marks every thread read and answers the updated list',
  }),
} as const;

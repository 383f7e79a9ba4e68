import { data, route } from '../http/route.ts';
import {
  broadcastIdParamsSchema,
  broadcastListSchema,
  broadcastSchema,
  broadcastsQuerySchema,
  createBroadcastBodySchema,
  segmentCountSchema,
  segmentOptionsSchema,
  segmentQuerySchema,
} from './schemas.ts';

/** The broadcasts area's calls (issue 22): alerts and marketing to a segment of members. */
export const broadcastsRoutes = {
  broadcastSegmentOptions: route({
    method: 'GET',
    path: '/api/staff/broadcasts/segment-options',
    access: { permission: 'broadcast:send' },
    response: data(segmentOptionsSchema),
    status: 200,
    errors: 'staff',
    summary: "The segment's choices: the resorts (hotels of the catalogue)",
  }),
  broadcastSegmentCount: route({
    method: 'GET',
    path: '/api/staff/broadcasts/segment-count',
    access: { permission: 'broadcast:send' },
    query: segmentQuerySchema,
    response: data(segmentCountSchema),
    status: 200,
    errors: 'staff',
    summary:
      'How many members a segment holds, and how many a marketing message reaches after their preferences',
  }),
  broadcasts: route({
    method: 'GET',
    path: '/api/staff/broadcasts',
    access: { permission: 'broadcast:send' },
    query: broadcastsQuerySchema,
    response: data(broadcastListSchema),
    status: 200,
    errors: 'staff',
    summary: 'Broadcasts, newest first, with their status and counts',
  }),
  broadcast: route({
    method: 'GET',
    path: '/api/staff/broadcasts/:id',
    access: { permission: 'broadcast:send' },
    params: broadcastIdParamsSchema,
    response: data(broadcastSchema),
    status: 200,
    errors: 'staff',
    summary: 'One broadcast with its texts, segment, status and counts',
  }),
  createBroadcast: route({
    method: 'POST',
    path: '/api/staff/broadcasts',
    access: { permission: 'broadcast:send' },
    body: createBroadcastBodySchema,
    response: data(broadcastSchema),
    status: 201,
    errors: 'staff',
    rateLimited: true,
    summary:
      'Sends an alert or marketing message now or at a time: each member of the segment finds it in the message centre in their language, with an e-mail copy, in batches through the job queue',
  }),
  cancelBroadcast: route({
    method: 'POST',
    path: '/api/staff/broadcasts/:id/cancel',
    access: { permission: 'broadcast:send' },
    params: broadcastIdParamsSchema,
    response: data(broadcastSchema),
    status: 200,
    errors: 'staff',
    errorStatuses: [409],
    summary: 'Cancels a scheduled broadcast before its time: nobody receives it',
  }),
};

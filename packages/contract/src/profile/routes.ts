import { data, route } from '../http/route.ts';
import { contactBodySchema, contactResultSchema, profileSchema } from './schemas.ts';

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
} as const;

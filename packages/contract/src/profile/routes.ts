import { data, route } from '../http/route.ts';
import { profileSchema } from './schemas.ts';

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
} as const;

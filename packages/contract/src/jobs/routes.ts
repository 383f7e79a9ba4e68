import { data, route } from '../http/route.ts';
import { failedJobListSchema, jobIdParamsSchema, retriedJobSchema } from './schemas.ts';

/** The job queue's console calls (issue 22): failed jobs, and retrying one. */
export const jobsRoutes = {
  failedJobs: route({
    method: 'GET',
    path: '/api/staff/jobs/failed',
    access: { permission: 'jobs:manage' },
    response: data(failedJobListSchema),
    status: 200,
    errors: 'staff',
    summary:
      'Background jobs that failed after their last retry: queue, runs, last error, when (no personal data)',
  }),
  retryJob: route({
    method: 'POST',
    path: '/api/staff/jobs/:id/retry',
    access: { permission: 'jobs:manage' },
    params: jobIdParamsSchema,
    response: data(retriedJobSchema),
    status: 200,
    errors: 'staff',
    errorStatuses: [409],
    summary: 'Runs a failed job once more, now (audited)',
  }),
};

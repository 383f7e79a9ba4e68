import { jobsRoutes } from '@mp/contract/jobs/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

/** The failed jobs' key: a retry refreshes the list. */
export const jobsKeys = { failed: ['staff', 'jobs', 'failed'] as const };

export const failedJobsQuery = queryOptions({
  queryKey: jobsKeys.failed,
  queryFn: async ({ signal }) => (await staffRequest(jobsRoutes.failedJobs, {}, { signal })).data,
});

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await staffRequest(jobsRoutes.retryJob, { params: { id } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKeys.failed }),
  });
}

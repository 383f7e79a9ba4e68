import { deskRoutes } from '@mp/contract/desk/routes';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

export const homeKeys = { summary: ['staff', 'desk', 'summary'] as const };

/** The home's counts; refreshed every minute while the screen is open. */
export const summaryQuery = queryOptions({
  queryKey: homeKeys.summary,
  queryFn: async ({ signal }) => (await staffRequest(deskRoutes.deskSummary, {}, { signal })).data,
  refetchInterval: 60_000,
});

import type { ProfileReviewStatus } from '@mp/contract/desk/constants';
import { deskRoutes } from '@mp/contract/desk/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

/** The reviews' keys: a decision refreshes every list of reviews and the home's counts. */
export const reviewKeys = {
  all: ['staff', 'desk', 'reviews'] as const,
  list: (status: ProfileReviewStatus, page: number) =>
    [...reviewKeys.all, 'list', status, page] as const,
};
const summaryKey = ['staff', 'desk', 'summary'] as const;

export const reviewsQuery = (status: ProfileReviewStatus, page: number) =>
  queryOptions({
    queryKey: reviewKeys.list(status, page),
    queryFn: async ({ signal }) =>
      (await staffRequest(deskRoutes.deskProfileReviews, { query: { status, page } }, { signal }))
        .data,
    placeholderData: (previous) => previous,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: summaryKey }),
    ]);
}

export function useVerifyReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) =>
      (await staffRequest(deskRoutes.verifyProfileReview, { params: { id } })).data,
    onSuccess: refresh,
  });
}

export function useRejectReview() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason: string }) =>
      (await staffRequest(deskRoutes.rejectProfileReview, { params: { id }, body: { reason } }))
        .data,
    onSuccess: refresh,
  });
}

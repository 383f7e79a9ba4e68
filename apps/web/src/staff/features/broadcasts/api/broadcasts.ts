import type { BroadcastStatus } from '@mp/contract/broadcasts/constants';
import { broadcastsRoutes } from '@mp/contract/broadcasts/routes';
import type { CreateBroadcastBody, SegmentQuery } from '@mp/contract/broadcasts/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

/** The broadcasts' keys: a send or a cancel refreshes every list. */
export const broadcastKeys = {
  all: ['staff', 'broadcasts'] as const,
  list: (status: BroadcastStatus | 'all', page: number) =>
    [...broadcastKeys.all, 'list', status, page] as const,
  options: ['staff', 'broadcasts', 'segment-options'] as const,
  count: (query: SegmentQuery) => ['staff', 'broadcasts', 'segment-count', query] as const,
};

export const broadcastsQuery = (status: BroadcastStatus | 'all', page: number) =>
  queryOptions({
    queryKey: broadcastKeys.list(status, page),
    queryFn: async ({ signal }) =>
      (
        await staffRequest(
          broadcastsRoutes.broadcasts,
          { query: { ...(status !== 'all' && { status }), page } },
          { signal },
        )
      ).data,
    placeholderData: (previous) => previous,
    // A broadcast being sent moves on by itself: its counts grow until it is sent.
    refetchInterval: (query) =>
      query.state.data?.items.some((b) => b.status === 'sending') ? 3_000 : false,
  });

export const segmentOptionsQuery = queryOptions({
  queryKey: broadcastKeys.options,
  queryFn: async ({ signal }) =>
    (await staffRequest(broadcastsRoutes.broadcastSegmentOptions, {}, { signal })).data,
  staleTime: 10 * 60_000,
});

export const segmentCountQuery = (query: SegmentQuery) =>
  queryOptions({
    queryKey: broadcastKeys.count(query),
    queryFn: async ({ signal }) =>
      (await staffRequest(broadcastsRoutes.broadcastSegmentCount, { query }, { signal })).data,
    // No placeholder from the previous segment: a count (and the send button's "Send to N") is
    // only ever the selected segment's; "Counting members…" until it arrives.
    staleTime: 30_000,
  });

export function useCreateBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateBroadcastBody) =>
      (await staffRequest(broadcastsRoutes.createBroadcast, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}

export function useCancelBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await staffRequest(broadcastsRoutes.cancelBroadcast, { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}

import type { ReservationRequestStatus } from '@mp/contract/desk/constants';
import { deskRoutes } from '@mp/contract/desk/routes';
import type { ConfirmReservationBody, DeclineReservationBody } from '@mp/contract/desk/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

/** The requests' keys: a decision refreshes every list of requests and the home's counts. */
export const requestKeys = {
  all: ['staff', 'desk', 'requests'] as const,
  list: (status: ReservationRequestStatus, page: number) =>
    [...requestKeys.all, 'list', status, page] as const,
  hotels: ['staff', 'desk', 'hotels'] as const,
};
const summaryKey = ['staff', 'desk', 'summary'] as const;

export const requestsQuery = (status: ReservationRequestStatus, page: number) =>
  queryOptions({
    queryKey: requestKeys.list(status, page),
    queryFn: async ({ signal }) =>
      (
        await staffRequest(
          deskRoutes.deskReservationRequests,
          { query: { status, page } },
          { signal },
        )
      ).data,
    placeholderData: (previous) => previous,
  });

export const hotelsQuery = queryOptions({
  queryKey: requestKeys.hotels,
  queryFn: async ({ signal }) => (await staffRequest(deskRoutes.deskHotels, {}, { signal })).data,
  staleTime: 10 * 60_000,
});

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requestKeys.all }),
      queryClient.invalidateQueries({ queryKey: summaryKey }),
    ]);
}

export function useConfirmRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ConfirmReservationBody }) =>
      (await staffRequest(deskRoutes.confirmReservationRequest, { params: { id }, body })).data,
    onSuccess: refresh,
  });
}

export function useDeclineRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: DeclineReservationBody }) =>
      (await staffRequest(deskRoutes.declineReservationRequest, { params: { id }, body })).data,
    onSuccess: refresh,
  });
}

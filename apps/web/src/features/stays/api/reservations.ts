import { RESERVATION_DRAFT_KEY } from '@mp/contract/stays/constants';
import { staysRoutes } from '@mp/contract/stays/routes';
import type {
  AddReservationBody,
  ReservationRequestBody,
  ReservationRequestForm,
} from '@mp/contract/stays/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export const reservationKeys = {
  all: ['user-reservations'] as const,
  /** Unit names are in the request's language (issue 20 #19): a list per language. */
  list: (language: string) => ['user-reservations', language] as const,
};

/** Spec §7 GET /v1/user_reservations/all: every reservation; the screen groups them. */
export const userReservationsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: reservationKeys.list(language),
    queryFn: async () =>
      (await apiRequest(staysRoutes.userReservations, { params: { type: 'all' } })).data,
    staleTime: 60_000,
  });

export function useRequestReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservationRequestBody) =>
      apiRequest(staysRoutes.reservationRequested, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}

export function useAddReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddReservationBody) =>
      apiRequest(staysRoutes.addReservationToProfile, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all }),
  });
}

export function useSendConfirmation() {
  return useMutation({
    mutationFn: (reservationNumber: string) =>
      apiRequest(staysRoutes.sendReservationConfirmation, {
        body: { reservation_number: reservationNumber },
      }),
  });
}

/** Spec §2: the request form's draft lives in local storage until the request is sent. */
export const reservationDraft = {
  read(): Partial<ReservationRequestForm> | null {
    try {
      const text = localStorage.getItem(RESERVATION_DRAFT_KEY);
      const value: unknown = text ? JSON.parse(text) : null;
      return value && typeof value === 'object' ? (value as Partial<ReservationRequestForm>) : null;
    } catch {
      return null;
    }
  },
  save(values: Partial<ReservationRequestForm>) {
    try {
      localStorage.setItem(RESERVATION_DRAFT_KEY, JSON.stringify(values));
    } catch {
      // A full or blocked storage only loses the draft.
    }
  },
  clear() {
    localStorage.removeItem(RESERVATION_DRAFT_KEY);
  },
};

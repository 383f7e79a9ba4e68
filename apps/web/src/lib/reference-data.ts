import { routes } from '@mp/contract/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/**
 * Lists several screens share and that login prefetches (spec §4). The server answers in the
 * request language, so the language is part of each key.
 */
export const faqsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['faqs', language],
    queryFn: async () => (await apiRequest(routes.faqs)).data,
    staleTime: 30 * 60_000,
  });

export const contactReasonsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['contact-reasons', language],
    queryFn: async () => (await apiRequest(routes.contactReasons)).data,
    staleTime: 30 * 60_000,
  });

export const reservationHotelsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['reservation-hotels', language],
    queryFn: async () => (await apiRequest(routes.reservationHotels)).data,
    staleTime: 30 * 60_000,
  });

import { referenceRoutes } from '@mp/contract/reference/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/**
 * Lists several screens share and that login prefetches (spec §4). The server answers in the
 * request language, so the language is part of each key.
 */
/** Query keys of the reference lists, per language. */
export const referenceKeys = {
  faqs: (language: string) => ['faqs', language] as const,
  contactReasons: (language: string) => ['contact-reasons', language] as const,
  reservationHotels: (language: string) => ['reservation-hotels', language] as const,
};

export const faqsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: referenceKeys.faqs(language),
    queryFn: async () => (await apiRequest(referenceRoutes.faqs)).data,
    staleTime: 30 * 60_000,
  });

export const contactReasonsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: referenceKeys.contactReasons(language),
    queryFn: async () => (await apiRequest(referenceRoutes.contactReasons)).data,
    staleTime: 30 * 60_000,
  });

export const reservationHotelsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: referenceKeys.reservationHotels(language),
    queryFn: async () => (await apiRequest(referenceRoutes.reservationHotels)).data,
    staleTime: 30 * 60_000,
  });

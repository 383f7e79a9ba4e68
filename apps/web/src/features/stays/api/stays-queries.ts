import { staysRoutes } from '@mp/contract/stays/routes';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

/** Query keys of the stays area, per language where the server answers in it. */
export const staysKeys = {
  exchanges: ['exchanges'] as const,
  destinationHighlights: (language: string) => ['destination-highlights', language] as const,
  destinationHighlight: (id: number, language: string) =>
    ['destination-highlights', language, id] as const,
};

export const destinationHighlightsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: staysKeys.destinationHighlights(language),
    queryFn: async () =>
      (await apiRequest(staysRoutes.destinationHighlights, { query: {} })).data.data,
    staleTime: 30 * 60_000,
  });

export const destinationHighlightQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: staysKeys.destinationHighlight(id, language),
    queryFn: async () =>
      (
        await apiRequest(staysRoutes.destinationHighlight, {
          params: { destination_highlight: id },
        })
      ).data.data,
    staleTime: 30 * 60_000,
  });

/** The member's exchange companies: the spec's list inside a list, flattened to their names. */
export const exchangesQueryOptions = () =>
  queryOptions({
    queryKey: staysKeys.exchanges,
    queryFn: async () =>
      (await apiRequest(staysRoutes.exchanges)).data.flat().map((item) => item.MembershipType),
    staleTime: 5 * 60_000,
  });

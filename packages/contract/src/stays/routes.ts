import { z } from 'zod';
import { data, route } from '../http/route.ts';
import {
  destinationHighlightParamsSchema,
  destinationHighlightSchema,
  destinationHighlightsQuerySchema,
  exchangeItemSchema,
} from './schemas.ts';

/** The stays area's calls that the dashboard needs first: exchanges and destination highlights. */
export const staysRoutes = {
  exchanges: route({
    method: 'GET',
    path: '/api/v1/exchanges',
    auth: true,
    // money-and-stays §7: a data array whose first element holds the items.
    response: data(z.array(z.array(exchangeItemSchema)).length(1)),
    status: 200,
    errors: 'default',
    summary: "The exchange companies the member belongs to, as the spec's nested list",
  }),
  destinationHighlights: route({
    method: 'GET',
    path: '/api/v1/destination_highlights',
    auth: true,
    query: destinationHighlightsQuerySchema,
    response: data(z.object({ data: z.array(destinationHighlightSchema) })),
    status: 200,
    errors: 'default',
    summary: 'Destination highlights in the request language, optionally matching a query',
  }),
  destinationHighlight: route({
    method: 'GET',
    path: '/api/v1/destination_highlights/:destination_highlight',
    auth: true,
    params: destinationHighlightParamsSchema,
    response: data(z.object({ data: destinationHighlightSchema })),
    status: 200,
    errors: 'default',
    summary: 'One destination highlight in the request language',
  }),
} as const;

import { z } from 'zod';

/** An exchange company the member belongs to (money-and-stays §3): the spec's field name. */
export const exchangeItemSchema = z.object({ MembershipType: z.string() });
export type ExchangeItem = z.infer<typeof exchangeItemSchema>;

/**
 * money-and-stays §3 and §7: id, name, location, description (HTML in the request language,
 * sanitised by the server), image_location (a destination keyword the web illustrates),
 * read_more_link and buy_link ('#' when there is nothing to buy).
 */
export const destinationHighlightSchema = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  description: z.string(),
  image_location: z.string(),
  read_more_link: z.string(),
  buy_link: z.string(),
});
export type DestinationHighlight = z.infer<typeof destinationHighlightSchema>;

/** The list's optional query: a part of a highlight's name or location, any case and accents. */
export const destinationHighlightsQuerySchema = z.object({
  query: z.string().trim().max(64).optional(),
});

export const destinationHighlightParamsSchema = z.object({
  destination_highlight: z.coerce.number().int().positive().max(2_147_483_647),
});

import { z } from 'zod/mini';

/** FAQ content is HTML, sanitised with an allow-list on the server before it is sent. */
export const faqSchema = z.object({ id: z.number(), title: z.string(), content: z.string() });
export type Faq = z.infer<typeof faqSchema>;

export const contactReasonSchema = z.object({ id: z.number(), name: z.string() });
export type ContactReason = z.infer<typeof contactReasonSchema>;

export const unitTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  max_guests: z.number(),
});
export const hotelSchema = z.object({
  id: z.number(),
  name: z.string(),
  destination: z.string(),
  unit_types: z.array(unitTypeSchema),
});
export type Hotel = z.infer<typeof hotelSchema>;

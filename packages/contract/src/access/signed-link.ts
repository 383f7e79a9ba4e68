import { z } from 'zod';

/**
 * A signed e-mail link's parts (the account's verification; the profile's e-mail change uses the
 * same query), apart from the sign-in forms' schemas so a member screen need not build those.
 */
export const verifyParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/),
  hash: z.string().regex(/^[a-f0-9]{40,64}$/),
});
export const verifyQuerySchema = z.object({
  expires: z.string().regex(/^\d{1,12}$/),
  signature: z.string().regex(/^[a-f0-9]{64}$/),
});

import { z } from 'zod/mini';

/**
 * A signed e-mail link's parts (the account's verification; the profile's e-mail change uses the
 * same query), apart from the sign-in forms' schemas so a member screen need not build those.
 */
export const verifyParamsSchema = z.object({
  id: z.string().check(z.regex(/^\d{1,18}$/)),
  hash: z.string().check(z.regex(/^[a-f0-9]{40,64}$/)),
});
export const verifyQuerySchema = z.object({
  expires: z.string().check(z.regex(/^\d{1,12}$/)),
  signature: z.string().check(z.regex(/^[a-f0-9]{64}$/)),
});

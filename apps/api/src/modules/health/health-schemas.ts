import { z } from 'zod';

/** The answers of /healthz and /readyz: one declaration for the routes and their documentation. */
export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export const unreadySchema = z.object({ status: z.literal('unavailable') });

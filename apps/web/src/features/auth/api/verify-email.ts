import { accessRoutes } from '@mp/contract/access/routes';
import type { verifyParamsSchema, verifyQuerySchema } from '@mp/contract/access/signed-link';
import type { z } from 'zod/mini';
import { apiRequest } from '@/api/client';

/** The verification link's parts, as the contract's params and query declare them. */
export type VerifyEmailLink = z.input<typeof verifyParamsSchema> &
  z.input<typeof verifyQuerySchema>;

export async function verifyEmail({ id, hash, expires, signature }: VerifyEmailLink) {
  return apiRequest(accessRoutes.verifyEmail, {
    params: { id, hash },
    query: { expires, signature },
  });
}

import { accessRoutes } from '@mp/contract/access/routes';
import { apiRequest } from '@/api/client';

export interface VerifyEmailLink {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

export async function verifyEmail({ id, hash, expires, signature }: VerifyEmailLink) {
  return apiRequest(accessRoutes.verifyEmail, {
    params: { id, hash },
    query: { expires, signature },
  });
}

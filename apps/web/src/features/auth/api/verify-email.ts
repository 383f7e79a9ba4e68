import { routes } from '@mp/contract/routes';
import { apiRequest } from '@/api/client';

export interface VerifyEmailLink {
  id: string;
  hash: string;
  expires: string;
  signature: string;
}

export async function verifyEmail({ id, hash, expires, signature }: VerifyEmailLink) {
  return apiRequest(routes.verifyEmail, { params: { id, hash }, query: { expires, signature } });
}

import { accessRoutes } from '@mp/contract/access/routes';
import type { EmailBody } from '@mp/contract/access/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export async function resendVerification(body: EmailBody) {
  await apiRequest(accessRoutes.resendVerification, { body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

import { accessRoutes } from '@mp/contract/access/routes';
import type { EmailBody } from '@mp/contract/access/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export async function requestPasswordReset(body: EmailBody) {
  return apiRequest(accessRoutes.forgotPassword, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

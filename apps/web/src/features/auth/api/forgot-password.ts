import { routes } from '@mp/contract/routes';
import type { EmailBody } from '@mp/contract/schemas/access';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export async function requestPasswordReset(body: EmailBody) {
  return apiRequest(routes.forgotPassword, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

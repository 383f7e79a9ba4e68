import { routes } from '@mp/contract/routes';
import type { EmailBody } from '@mp/contract/schemas/access';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export async function resendVerification(body: EmailBody) {
  await apiRequest(routes.resendVerification, { body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

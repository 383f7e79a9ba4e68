import { routes } from '@mp/contract/routes';
import type { ResetBody } from '@mp/contract/schemas/access';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export async function resetPassword({ token, body }: { token: string; body: ResetBody }) {
  await apiRequest(routes.resetPassword, { params: { token }, body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

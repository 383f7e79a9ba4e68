import { accessRoutes } from '@mp/contract/access/routes';
import type { ResetBody } from '@mp/contract/access/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export async function resetPassword({ token, body }: { token: string; body: ResetBody }) {
  await apiRequest(accessRoutes.resetPassword, { params: { token }, body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

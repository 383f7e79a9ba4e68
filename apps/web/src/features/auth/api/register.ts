import { accessRoutes } from '@mp/contract/access/routes';
import type { RegisterBody } from '@mp/contract/access/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export async function register(body: RegisterBody) {
  return apiRequest(accessRoutes.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

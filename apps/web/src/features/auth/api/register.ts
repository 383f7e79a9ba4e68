import { routes } from '@mp/contract/routes';
import type { RegisterBody } from '@mp/contract/schemas/access';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export async function register(body: RegisterBody) {
  return apiRequest(routes.register, { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

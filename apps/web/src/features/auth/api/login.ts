import { accessRoutes } from '@mp/contract/access/routes';
import type { LoginBody } from '@mp/contract/access/schemas';
import type { Token } from '@mp/contract/access/token';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { setSessionToken } from '@/lib/session';

export async function login(body: LoginBody): Promise<Token> {
  const { data } = await apiRequest(accessRoutes.login, { body });
  return data;
}

/** Spec §4: a 201 logs the member in and the token is stored. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (token) => setSessionToken(token),
  });
}

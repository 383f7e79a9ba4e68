import { accessRoutes } from '@mp/contract/access/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export const resetLinkQueryKey = (token: string) => ['auth', 'reset-link', token] as const;

/** Whether a reset link can still take a code, asked when the page opens. */
export function useResetLinkCheck(token: string | undefined) {
  return useQuery({
    queryKey: resetLinkQueryKey(token ?? ''),
    queryFn: async () => {
      await apiRequest(accessRoutes.checkPasswordReset, { params: { token: token ?? '' } });
      return true;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

import { profileRoutes } from '@mp/contract/profile/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { profileKeys } from './profile';

/** The signed link from the new address; a signed-in member's profile then shows it. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (link: { id: string; hash: string; expires: string; signature: string }) =>
      (
        await apiRequest(profileRoutes.confirmEmailChange, {
          params: { id: link.id, hash: link.hash },
          query: { expires: link.expires, signature: link.signature },
        })
      ).data.email,
    onSuccess: async () => {
      // A start-up load may still be on its way with the old address: drop it first, so the
      // next screen that shows the profile asks again (TanStack Query skips refetching a query
      // nobody observes and that has no data yet).
      await queryClient.cancelQueries({ queryKey: profileKeys.all });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'all' });
    },
  });
}

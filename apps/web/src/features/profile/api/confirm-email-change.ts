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
    // Refetched even with no screen showing it, replacing a start-up load still on its way
    // with the old address.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'all' }),
  });
}

import { logoutRoute } from '@mp/contract/access/token';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/api/client';
import { notify } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { clearSessionToken } from '@/lib/session';

/** Spec §4: call the server and ignore a failure; then clear token and profile, go home, say so. */
export async function logout(): Promise<void> {
  try {
    await apiRequest(logoutRoute);
  } catch {
    // The server may already have ended the session; the member still leaves.
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      clearSessionToken({ signedOut: true });
      queryClient.clear();
      await navigate(paths.home, { replace: true });
      notify('success', 'logout_success');
    },
  });
}

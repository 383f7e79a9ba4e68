import { profileRoutes } from '@mp/contract/profile/routes';
import type { ContactBody } from '@mp/contract/profile/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactBody) => apiRequest(profileRoutes.sendContactMessage, { body }),
  });
}

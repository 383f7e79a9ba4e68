import { staffRoutes } from '@mp/contract/staff/routes';
import type { InviteStaffBody } from '@mp/contract/staff/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

export const accountsKeys = { list: ['staff', 'accounts'] as const };

export const accountsQuery = queryOptions({
  queryKey: accountsKeys.list,
  queryFn: async ({ signal }) =>
    (await staffRequest(staffRoutes.staffAccounts, {}, { signal })).data,
});

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InviteStaffBody) =>
      (await staffRequest(staffRoutes.inviteStaff, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.list }),
  });
}

export function useSetAccountEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: number; enabled: boolean }) =>
      (
        await staffRequest(enabled ? staffRoutes.enableStaff : staffRoutes.disableStaff, {
          params: { id },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKeys.list }),
  });
}

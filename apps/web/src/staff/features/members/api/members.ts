import { deskRoutes } from '@mp/contract/desk/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '@/staff/api/client';

export const memberKeys = {
  all: ['staff', 'desk', 'members'] as const,
  lookup: (q: string) => [...memberKeys.all, 'lookup', q] as const,
  page: (id: number, reason: string) => [...memberKeys.all, 'page', id, reason] as const,
};

export const lookupQuery = (q: string) =>
  queryOptions({
    queryKey: memberKeys.lookup(q),
    queryFn: async ({ signal }) =>
      (await staffRequest(deskRoutes.lookupMembers, { query: { q } }, { signal })).data,
    enabled: q.length > 0,
  });

/** The member's record: each read is an audited view, so it is read once per reason given. */
export const memberPageQuery = (id: number, reason: string) =>
  queryOptions({
    queryKey: memberKeys.page(id, reason),
    queryFn: async ({ signal }) =>
      (await staffRequest(deskRoutes.deskMember, { params: { id }, query: { reason } }, { signal }))
        .data,
    enabled: reason.length > 0,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

type Action = 'resend' | 'endSessions' | 'disable' | 'enable';
const ACTION_ROUTES = {
  resend: deskRoutes.resendMemberVerification,
  endSessions: deskRoutes.endMemberSessions,
  disable: deskRoutes.disableMember,
  enable: deskRoutes.enableMember,
} as const;

/** An action on the account; the record shown is read again (one more audited view). */
export function useMemberAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action) =>
      (await staffRequest(ACTION_ROUTES[action], { params: { id } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

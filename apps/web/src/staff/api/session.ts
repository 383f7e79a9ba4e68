import type { Permission } from '@mp/contract/staff/permissions';
import { staffRoutes } from '@mp/contract/staff/routes';
import type { StaffSession } from '@mp/contract/staff/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { setCsrfToken, staffRequest } from './client';

export const sessionKeys = { session: ['staff', 'session'] as const };

/** The signed-in staff member, their permissions and the CSRF token (GET /api/staff/session). */
export const staffSessionQuery = queryOptions({
  queryKey: sessionKeys.session,
  queryFn: async ({ signal }) => {
    const { data } = await staffRequest(staffRoutes.staffSession, {}, { signal });
    setCsrfToken(data.csrf_token);
    return data;
  },
  staleTime: 5 * 60_000,
  retry: false,
});

/** A session another call returned (verify, enrolment): the console uses it at once. */
export function storeStaffSession(queryClient: QueryClient, session: StaffSession) {
  setCsrfToken(session.csrf_token);
  queryClient.setQueryData(sessionKeys.session, session);
}

/** The session inside the console's layout (its loader made sure there is one). */
export function useStaffSession(): StaffSession | undefined {
  return useQuery(staffSessionQuery).data;
}

/** Whether the signed-in role has a permission (the navigation and the screens' actions). */
export function usePermission(permission: Permission): boolean {
  return useStaffSession()?.permissions.includes(permission) ?? false;
}

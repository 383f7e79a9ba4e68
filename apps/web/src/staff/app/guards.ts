import type { Permission } from '@mp/contract/staff/permissions';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { isApiError } from '@/staff/api/client';
import { staffQueryClient } from '@/staff/api/query-client';
import { staffSessionQuery } from '@/staff/api/session';
import { loginPath, nextFrom, staffPaths } from '@/staff/lib/paths';
import { applyStaffLanguage } from '@/staff/lib/texts';

const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** The signed-in screens: a full staff session, else the sign-in (which comes back here). */
export async function requireStaffSession({ request }: LoaderFunctionArgs) {
  try {
    const session = await staffQueryClient.ensureQueryData(staffSessionQuery);
    await applyStaffLanguage(session.staff.language);
    return null;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      throw redirect(loginPath(here(request)));
    }
    throw error;
  }
}

/** A screen of the route list that needs a permission: a 403 page for the other roles. */
export function requirePermission(permission: Permission) {
  return async (args: LoaderFunctionArgs) => {
    await requireStaffSession(args);
    const session = staffQueryClient.getQueryData(staffSessionQuery.queryKey);
    if (!session?.permissions.includes(permission)) throw data('forbidden', { status: 403 });
    return null;
  };
}

/** The sign-in page: someone already signed in goes on (to `next`, else the home). */
export async function signedOutOnly({ request }: LoaderFunctionArgs) {
  const cached = staffQueryClient.getQueryData(staffSessionQuery.queryKey);
  if (cached) throw redirect(nextFrom(new URL(request.url).search));
  return null;
}

export { staffPaths };

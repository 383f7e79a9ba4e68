import type { RouteDef, RouteInput, RouteOutput } from '@mp/contract/http/route';
import { STAFF_CSRF_HEADER } from '@mp/contract/staff/constants';
import { ApiError, apiRequest, isApiError, type RequestOptions } from '@/api/client';

export { ApiError, isApiError };

/**
 * The console's HTTP client: the member app's one client (same-origin fetch with credentials,
 * JSON, X-Language, the contract's response check and ApiError with what to show), plus what a
 * staff session needs: the session's CSRF token in X-CSRF-Token on every change, and a 401 on a
 * staff route ending the session in the console (the app sends the person to the sign-in).
 * The session cookie is HttpOnly: no script reads it; the CSRF token lives in memory only.
 */
let csrfToken: string | null = null;

/** Kept from every answer that carries it (sign-in, verify, enrolment, the session). */
export function setCsrfToken(token: string | null) {
  csrfToken = token;
}

/** The CSRF header for a change sent outside staffRequest (a file upload's raw body). */
export function csrfHeaders(): Record<string, string> {
  return csrfToken ? { [STAFF_CSRF_HEADER]: csrfToken } : {};
}

export function hasStaffSession(): boolean {
  return csrfToken !== null;
}

type Unauthorized = (context: { hadSession: boolean }) => void;
let onUnauthorized: Unauthorized = () => undefined;

/** The app decides what a 401 does (app/providers: back to the sign-in, keeping the place). */
export function setUnauthorizedHandler(handler: Unauthorized) {
  onUnauthorized = handler;
}

type InputArgs<R extends RouteDef> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: RequestOptions]
    : [input: RouteInput<R>, options?: RequestOptions];

export async function staffRequest<R extends RouteDef>(
  route: R,
  ...[input, options]: InputArgs<R>
): Promise<RouteOutput<R>> {
  const headers: Record<string, string> = { ...options?.headers };
  if (route.method !== 'GET' && csrfToken) headers[STAFF_CSRF_HEADER] = csrfToken;
  try {
    const call = apiRequest as (
      route: R,
      input: RouteInput<R> | undefined,
      options: RequestOptions,
    ) => Promise<RouteOutput<R>>;
    return await call(route, input, { ...options, headers });
  } catch (error) {
    if (isApiError(error) && error.status === 401 && route.access !== 'public') {
      const hadSession = csrfToken !== null;
      csrfToken = null;
      onUnauthorized({ hadSession });
    }
    throw error;
  }
}

import { isSessionValid } from '@mp/contract/access/session';
import type { Token } from '@mp/contract/access/token';
import { refreshTokenRoute } from '@mp/contract/access/token';
import { type ClientErrorMessage, clientErrorMessage } from '@mp/contract/errors';
import {
  buildPath,
  type RouteDef,
  type RouteInput,
  type RouteOutput,
} from '@mp/contract/http/route';
import { safeParse } from 'zod/mini';
import { currentLanguage } from '@/i18n/i18n';
import { notify } from '@/lib/notifications';
import { beginRequest, endRequest } from '@/lib/pending-requests';
import {
  clearSessionToken,
  getSessionToken,
  reloadSessionFromStorage,
  setSessionToken,
} from '@/lib/session';

/** A route without params, query or body may be called with no input at all. */
type InputArgs<R extends RouteDef> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: RequestOptions]
    : [input: RouteInput<R>, options?: RequestOptions];

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers of one call (the payment's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** A failed call: what the server said, and what the spec's catalogue says to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly display: ClientErrorMessage;

  constructor(status: number, body: unknown, display: ClientErrorMessage) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.display = display;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    // Spec §5: empty strings in a query are omitted.
    if (value === undefined || value === null || value === '') continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let sessionEndHeldUntil: Promise<void> | null = null;

/**
 * A prerendered page is hydrated in slices (main.tsx): until its first commit, the session and
 * the notifications its first render read must not change, or the rest of the page would no
 * longer match what was sent. A session ended by a start-up call in that time ends just after.
 */
export function holdSessionEndUntil(ready: Promise<void>) {
  sessionEndHeldUntil = ready;
  void ready.then(() => {
    sessionEndHeldUntil = null;
  });
}

/** Spec §8: a 401 ends the session ("a 401 also logs out"); the member guard then sends them home. */
function endSession() {
  const end = () => {
    if (!getSessionToken()) return;
    clearSessionToken();
    notify('error', 'unauthenticated');
  };
  if (sessionEndHeldUntil) void sessionEndHeldUntil.then(end);
  else end();
}

async function send<R extends RouteDef>(
  route: R,
  input: { params?: unknown; query?: unknown; body?: unknown },
  accessToken: string | null,
  options: RequestOptions,
): Promise<RouteOutput<R>> {
  const url =
    buildPath(route.path, input.params as Record<string, string> | undefined) +
    queryString(input.query as Record<string, unknown> | undefined);
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'X-Language': currentLanguage(),
  };
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  beginRequest();
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, {
      method: route.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
    // A file (the invoice PDF) arrives as bytes; its errors are JSON like every other call's.
    body =
      route.binary && response.status === route.status
        ? new Uint8Array(await response.arrayBuffer())
        : await readBody(response);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined, { key: 'error_generic' });
  } finally {
    endRequest();
  }

  if (response.status !== route.status && response.status !== route.alternateStatus?.status) {
    if (response.status === 401 && route.access === 'member') endSession();
    throw new ApiError(
      response.status,
      body,
      clientErrorMessage(route.errors, response.status, body),
    );
  }
  const parsed = safeParse(route.response, body);
  if (!parsed.success) {
    // The server answered with a shape the contract does not know: treat it as a failure.
    throw new ApiError(response.status, body, { key: 'error_generic' });
  }
  return parsed.data as RouteOutput<R>;
}

let refreshInFlight: Promise<Token | null> | null = null;

/**
 * Runs the refresh while holding a lock shared by every tab of the portal, so two tabs never
 * spend the same refresh token; a tab that waited finds the new token in storage and uses it.
 * (The server also answers a just-rotated token with its successor for a few seconds, for
 * browsers without the Web Locks API.)
 */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('mp.token-refresh', work) : work();
}

/** Single flight: concurrent calls that find the access token expired share one refresh. */
function refreshSession(refreshToken: string): Promise<Token | null> {
  refreshInFlight ??= withRefreshLock(async () => {
    try {
      reloadSessionFromStorage();
      const stored = getSessionToken();
      if (stored && stored.refresh_token !== refreshToken && isSessionValid(stored)) {
        return stored; // Another tab refreshed while this one waited for the lock.
      }
      const { data } = await send(
        refreshTokenRoute,
        { body: { refresh_token: refreshToken } },
        null,
        {},
      );
      setSessionToken(data);
      return data;
    } catch {
      endSession();
      return null;
    }
  }).finally(() => {
    // On the promise, not inside the work: the work may finish before `??=` assigns it.
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function accessTokenFor(route: RouteDef): Promise<string | null> {
  if (route.access !== 'member') return null;
  let token = getSessionToken();
  if (token && !isSessionValid(token) && token.refresh_token) {
    token = await refreshSession(token.refresh_token);
  }
  if (!token || !isSessionValid(token)) {
    if (token) endSession();
    throw new ApiError(401, undefined, { key: 'unauthenticated' });
  }
  return token.access_token;
}

/**
 * The one HTTP client (CONVENTIONS rule 12): every call goes through a route of the contract.
 * Sends the language and, for member routes, the bearer token; parses the success body with
 * the route's response schema; turns any failure into an ApiError with what to show.
 */
export async function apiRequest<R extends RouteDef>(
  route: R,
  ...[input, options]: InputArgs<R>
): Promise<RouteOutput<R>> {
  const accessToken = await accessTokenFor(route);
  return send(
    route,
    (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown },
    accessToken,
    options ?? {},
  );
}

import { isSessionValid } from '@mp/contract/access/session';
import { type Token, tokenSchema } from '@mp/contract/access/token';
import { createStore, useStore } from './store';

export const SESSION_STORAGE_KEY = 'mp.token';

function readStoredToken(): Token | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = tokenSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sessionStore = createStore<Token | null>(readStoredToken());

/**
 * Whether the last session ended by the member's own sign-out. Then nothing of it is kept for
 * the next sign-in (spec §4: it opens the dashboard); a session that expired keeps the page.
 */
let isSignedOut = false;

export function getSessionToken(): Token | null {
  return sessionStore.get();
}

export function setSessionToken(token: Token) {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(token));
  isSignedOut = false;
  sessionStore.set(token);
}

/** Ends the session: `signedOut` when the member chose to (logout), not a 401 or another tab. */
export function clearSessionToken({ signedOut = false }: { signedOut?: boolean } = {}) {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Nothing stored to remove.
  }
  isSignedOut = signedOut;
  sessionStore.set(null);
}

export function wasSignedOut(): boolean {
  return isSignedOut;
}

/** Tests and a login in another tab: re-read what storage holds. */
export function reloadSessionFromStorage() {
  isSignedOut = false;
  sessionStore.set(readStoredToken());
}

export const subscribeSession = sessionStore.subscribe;

/**
 * Spec §4: a session is valid only while the access token has not expired. One whose access
 * token expired but that still holds a refresh token counts too: the client refreshes it before
 * the next call, and clears it if the refresh fails.
 */
export function isSignedIn(token: Token | null = sessionStore.get()): boolean {
  return isSessionValid(token) || Boolean(token?.refresh_token);
}

export function useSession(): { token: Token | null; isSignedIn: boolean } {
  const token = useStore(sessionStore);
  return { token, isSignedIn: isSignedIn(token) };
}

if (typeof window !== 'undefined') {
  // A login or logout in another tab applies here too.
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) reloadSessionFromStorage();
  });
}

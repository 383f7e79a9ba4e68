import type { ReactNode } from 'react';
import { Navigate, redirect, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { isSignedIn, useSession, wasSignedOut } from '@/lib/session';

/**
 * Spec §2: a signed-in visitor on a visitor route goes to the dashboard. A loader decides when
 * someone navigates to the route, not when the session changes, so a login in progress on the
 * page finishes its steps (profile, language, lists) before it navigates by itself.
 */
export function visitorOnlyLoader() {
  if (isSignedIn()) throw redirect(paths.dashboard);
  return null;
}

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Spec §2: an unauthenticated visitor goes home, keeping the requested location. It reacts to the
 * session, so a 401 or a logout anywhere sends the member home at once. After a sign-out the page
 * is not kept: the next sign-in, maybe someone else's, opens the dashboard (spec §4).
 */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { isSignedIn: hasSession } = useSession();
  const location = useLocation();
  if (!hasSession) {
    const state: FromState | null = wasSignedOut() ? null : { from: location };
    return <Navigate to="/" replace state={state} />;
  }
  return children;
}

/** Where to go after a login: the kept location, else the dashboard. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as FromState | null)?.from;
  // Only a path inside this app, never another origin (no open redirect).
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return paths.dashboard;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

import type { RouteObject } from 'react-router';
import { loadTexts, type TextsPart } from '@/i18n/i18n';
import { visitorOnlyLoader } from './guards';
import { AnonymousLayout } from './layouts/anonymous-layout';
import { MEMBER_ROUTES } from './member-routes';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

const authPage = () => import('./routes/auth');

/** A member screen's texts: the common part with the layout, the screen's own with the screen. */
const textsLoader =
  (texts: readonly TextsPart[] = ['member', 'areas']) =>
  async () => {
    await loadTexts(texts);
    return null;
  };

/** Visitors only (a member goes to the dashboard), with the sign-in screens' texts. */
async function visitorLoader() {
  visitorOnlyLoader();
  await loadTexts(['auth']);
  return null;
}

/** Spec §2, routes open to everyone; each is guarded on its own so every navigation checks. */
const visitorRoutes: RouteObject[] = [
  { index: true, lazy: authPage },
  { path: 'login', lazy: authPage },
  { path: 'register', lazy: authPage },
  { path: 'register/thank-you', lazy: () => import('./routes/register-thank-you') },
  { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
  { path: 'forgot-password/sent/:token?', lazy: () => import('./routes/forgot-password-sent') },
  { path: 'reset-password/success', lazy: () => import('./routes/reset-password-success') },
  { path: 'reset-password/:token?', lazy: () => import('./routes/reset-password') },
  { path: 'account/verify/success', lazy: () => import('./routes/verify-email-success') },
  { path: 'account/verify/resend-email', lazy: () => import('./routes/resend-verification') },
  { path: 'account/verify/:id/:token', lazy: () => import('./routes/verify-email') },
].map((route) => ({ ...route, loader: visitorLoader }) as RouteObject);

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      { Component: AnonymousLayout, children: visitorRoutes },
      {
        // The member screens' texts arrive with (not after) the first member screen.
        loader: textsLoader(['member']),
        lazy: () => import('./routes/member-layout'),
        children: MEMBER_ROUTES.map(({ path, lazy, texts }) => ({
          path,
          lazy,
          loader: textsLoader(texts),
        })),
      },
      {
        lazy: () => import('./routes/session-layout'),
        children: [
          { path: 'terms-and-conditions', lazy: () => import('./routes/terms') },
          { path: 'privacy-policy', lazy: () => import('./routes/privacy') },
          // The new address's link works whether or not its reader is signed in.
          {
            path: 'account/email/confirm/:id/:hash',
            loader: textsLoader(),
            lazy: () => import('./routes/email-change'),
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { GlobalLoader } from '@/ui/global-loader';
import { CONSOLE_ROUTES } from './console-routes';
import { requirePermission, requireStaffSession, signedOutOnly } from './guards';
import { AccessLayout } from './layouts/access-layout';
import { ConsoleLayout } from './layouts/console-layout';
import { ConsoleRootError, ConsoleRouteError } from './route-error';

const access = {
  signIn: () => import('@/staff/features/access/sign-in-page'),
  enrol: () => import('@/staff/features/access/enrol-page'),
  recoveryCodes: () => import('@/staff/features/access/recovery-codes-page'),
  verify: () => import('@/staff/features/access/verify-page'),
  setup: () => import('@/staff/features/access/setup-password-page'),
};

export const consoleRoutes: RouteObject[] = [
  {
    path: '/staff',
    HydrateFallback: () => <GlobalLoader isActive />,
    ErrorBoundary: ConsoleRootError,
    children: [
      {
        // The sign-in steps and the setup link: no session needed.
        Component: AccessLayout,
        children: [
          { path: 'login', loader: signedOutOnly, lazy: access.signIn },
          { path: 'login/enrol', lazy: access.enrol },
          { path: 'login/recovery-codes', lazy: access.recoveryCodes },
          { path: 'login/verify', lazy: access.verify },
          { path: 'setup/:token', lazy: access.setup },
        ],
      },
      {
        id: 'console',
        loader: requireStaffSession,
        Component: ConsoleLayout,
        ErrorBoundary: ConsoleRootError,
        children: [
          ...CONSOLE_ROUTES.map(
            ({ path, lazy, permission }): RouteObject => ({
              ...(path === '' ? { index: true } : { path }),
              lazy,
              loader: permission ? requirePermission(permission) : requireStaffSession,
              ErrorBoundary: ConsoleRouteError,
            }),
          ),
          { path: '*', loader: requireStaffSession, Component: ConsoleRouteError },
        ],
      },
    ],
  },
  // Anything else on this page (it is served only under /staff): the console's home.
  { path: '*', loader: () => redirect('/staff') },
];

export const consoleRouter = createBrowserRouter(consoleRoutes);

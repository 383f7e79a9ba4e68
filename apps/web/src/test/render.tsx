import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { i18n } from '@/i18n/i18n';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/** Renders routes in a memory router with the app's providers; returns the router to inspect. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; state?: unknown } = '/',
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const result = render(
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** One element at a path, with a probe route for each place it may navigate to. */
export function renderAt(
  element: ReactNode,
  path: string,
  initialEntry: string | { pathname: string; state?: unknown } = path,
  extra: RouteObject[] = [],
) {
  return renderRoutes(
    [{ path, element }, ...extra, { path: '*', element: <LocationProbe /> }],
    initialEntry,
  );
}

export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

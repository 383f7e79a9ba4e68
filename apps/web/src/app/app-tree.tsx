import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '@/i18n/i18n';
import { AppProviders } from './providers';

/** Tells the start-up once the first render is on the page (hydrated or rendered). */
function FirstCommit({ onCommit }: { onCommit: (() => void) | undefined }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * The whole app for a given router: the browser's (app.tsx) and the build's prerender
 * (src/prerender.tsx) render this same tree, so a prerendered page hydrates node for node.
 */
export function AppTree({
  router,
  queryClient,
  onFirstCommit,
}: {
  router: DataRouter;
  queryClient: QueryClient;
  onFirstCommit?: () => void;
}) {
  return (
    <StrictMode>
      <FirstCommit onCommit={onFirstCommit} />
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

import { RouterProvider } from 'react-router/dom';
import { queryClient } from '@/api/query-client';
import { i18n } from '@/i18n/i18n';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

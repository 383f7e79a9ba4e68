import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { getSessionToken, subscribeSession } from '@/lib/session';
import { LanguageChangeProvider } from './language-change-provider';

/** When the session ends (logout, a 401, another tab), nothing of the member stays cached. */
function useClearCacheWhenSignedOut(queryClient: QueryClient) {
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSessionToken()) queryClient.clear();
      }),
    [queryClient],
  );
}

export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}) {
  useClearCacheWhenSignedOut(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LanguageChangeProvider>{children}</LanguageChangeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

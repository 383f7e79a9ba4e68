import type { Language } from '@mp/contract/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { LanguageChangeContext } from '@/lib/language-change';
import { staffQueryClient } from '@/staff/api/query-client';
import { setConsoleLanguage } from '@/staff/lib/texts';

/**
 * The console's providers: its own query cache, the shared i18next instance with the console's
 * texts, and the language switch (this tab's choice, over the staff account's language; the
 * server's answers are asked again in the new language).
 */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  const onLanguageChange = useCallback(async (language: Language) => {
    await setConsoleLanguage(language, { chosen: true });
    void staffQueryClient.invalidateQueries();
  }, []);
  return (
    <QueryClientProvider client={staffQueryClient}>
      <I18nextProvider i18n={i18n}>
        <LanguageChangeContext value={onLanguageChange}>{children}</LanguageChangeContext>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

import type { Language } from '@mp/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { isApiError } from '@/api/client';
import { setInterfaceLanguage } from '@/i18n/i18n';
import { LanguageChangeContext } from '@/lib/language-change';
import { errorMessageOf, notify } from '@/lib/notifications';
import { getSessionToken } from '@/lib/session';

/**
 * The single onLanguageChange of the app (header, footer and privacy switches all call it):
 * the interface switches at once, the server's answers are asked again in the new language, and
 * a signed-in member's profile saves the choice (spec §1), so the next sign-in opens in it. A failed save says so; the interface keeps the choice.
 */
export function LanguageChangeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const onLanguageChange = useCallback(
    async (language: Language) => {
      await setInterfaceLanguage(language);
      // Server answers carry texts in the language asked (FAQs, room types, reservations): what
      // is on screen is fetched again in the new one, the rest when next shown (issue 20 #23).
      void queryClient.invalidateQueries();
      if (!getSessionToken()) return;
      try {
        // Loaded only for a member: a visitor's first load carries none of the profile area.
        const { saveProfileLanguage } = await import('@/features/profile/api/update-profile');
        await saveProfileLanguage(queryClient, language);
      } catch (error) {
        notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
      }
    },
    [queryClient],
  );
  return <LanguageChangeContext value={onLanguageChange}>{children}</LanguageChangeContext>;
}

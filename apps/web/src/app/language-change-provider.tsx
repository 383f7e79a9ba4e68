import type { Language } from '@mp/contract/constants';
import { type ReactNode, useCallback } from 'react';
import { setInterfaceLanguage } from '@/i18n/i18n';
import { LanguageChangeContext } from '@/lib/language-change';

/**
 * The single onLanguageChange of the app (header, footer and privacy switches all call it).
 * Spec §1 asks that a signed-in member's choice is also saved to the profile; that call joins
 * this function, after the local switch, when the contract declares the profile-update route.
 */
export function LanguageChangeProvider({ children }: { children: ReactNode }) {
  const onLanguageChange = useCallback(async (language: Language) => {
    await setInterfaceLanguage(language);
  }, []);
  return <LanguageChangeContext value={onLanguageChange}>{children}</LanguageChangeContext>;
}

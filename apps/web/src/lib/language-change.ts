import type { Language } from '@mp/contract/constants';
import { createContext, useContext } from 'react';
import { setInterfaceLanguage } from '@/i18n/i18n';

/**
 * The one way a person changes the language (header, footer, privacy page). The app provides
 * the implementation (app/language-change-provider.tsx); without a provider it only switches
 * the interface on this device.
 */
export const LanguageChangeContext =
  createContext<(language: Language) => Promise<void>>(setInterfaceLanguage);

export function useLanguageChange(): (language: Language) => Promise<void> {
  return useContext(LanguageChangeContext);
}

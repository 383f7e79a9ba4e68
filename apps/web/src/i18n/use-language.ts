import type { Language } from '@mp/contract/constants';
import { isLanguage } from '@mp/contract/rules/language';
import { useTranslation } from 'react-i18next';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

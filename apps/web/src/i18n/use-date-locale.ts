import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';
import { useTranslation } from 'react-i18next';

/** The date-fns locale of the interface language, for date pickers and formatted dates. */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? es : enUS;
}

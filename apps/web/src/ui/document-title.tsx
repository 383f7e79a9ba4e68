import { useTranslation } from 'react-i18next';

/**
 * The one way a screen names its browser tab: `Page · Member Passport`, in the interface
 * language. React hoists the title into the document head while the screen is shown.
 */
export function DocumentTitle({ children }: { children: string }) {
  const { t } = useTranslation('common');
  return <title>{`${children} · ${t('appName')}`}</title>;
}

import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { usePendingRequestCount } from '@/lib/pending-requests';
import { staffPaths } from '@/staff/lib/paths';
import { useConsoleText } from '@/staff/lib/texts';
import { Card } from '@/ui/card';
import { GlobalLoader } from '@/ui/global-loader';
import styles from './access-layout.module.css';
import { GlobalNotice } from './global-notice';
import { useFocusHeadingOnNavigate } from './use-focus-heading';

/** The sign-in steps and the setup link: the navy bar, one card, and the language switch. */
export function AccessLayout() {
  const { t: common } = useTranslation('common');
  const { t } = useConsoleText('consoleAccess');
  const { t: shell } = useConsoleText('consoleShell');
  const navigation = useNavigation();
  const pending = usePendingRequestCount();
  const mainRef = useFocusHeadingOnNavigate();
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {common('skipToContent')}
      </a>
      <GlobalLoader isActive={pending > 0 || navigation.state === 'loading'} />
      <header className={styles.topBar}>
        <div className={styles.brand}>
          <BrandLogo to={staffPaths.login} />
          <span className={styles.brandName}>{shell('appName')}</span>
        </div>
        <LanguageSwitch tone="dark" />
      </header>
      <GlobalNotice className={styles.notice} />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Card className={styles.card}>
          <Outlet />
        </Card>
        <p className={styles.note}>
          <ShieldCheck size={16} aria-hidden="true" />
          {t('layout.note')}
        </p>
      </main>
    </div>
  );
}

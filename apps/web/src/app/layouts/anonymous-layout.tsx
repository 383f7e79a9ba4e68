import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/lib/paths';
import styles from './anonymous-layout.module.css';
import { LayoutShell } from './layout-shell';

export function AnonymousLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const year = new Date().getFullYear();

  return (
    <LayoutShell
      topBarClassName={styles.topBarRow}
      // Spec §2: the language switch of visitor pages is the footer's (one is enough); the
      // privacy notice shows visitors that same one.
      topBar={<BrandLogo />}
      footer={
        <div className={styles.footerInner}>
          <p>{t('footer.copyright', { year })}</p>
          <ul className={styles.footerLinks}>
            <li>
              <Link to={paths.terms}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy}>{t('footer.privacy')}</Link>
            </li>
          </ul>
          <LanguageSwitch tone="dark" />
        </div>
      }
    >
      {children}
    </LayoutShell>
  );
}

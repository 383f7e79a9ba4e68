import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { cx } from '@/ui/cx';
import styles from './anonymous-layout.module.css';
import { GlobalNotification } from './global-notification';
import { useTopBarScrolled } from './use-scrolled-past';

/** Moves focus to the page's main region after a navigation, so screen readers start there. */
export function useFocusMainOnNavigate() {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    // Keep focus where it is when it is still inside the page (e.g. on a tab that changed the URL).
    const main = ref.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return ref;
}

export function AnonymousLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['common', 'shell']);
  const isScrolled = useTopBarScrolled();
  const mainRef = useFocusMainOnNavigate();
  const year = new Date().getFullYear();

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header
        className={cx(styles.topBar, isScrolled && styles.scrolled)}
        data-scrolled={isScrolled}
      >
        <div className={styles.topBarInner}>
          <BrandLogo />
          <LanguageSwitch tone="dark" />
        </div>
      </header>
      <GlobalNotification />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p>{t('shell:footer.copyright', { year })}</p>
          <ul className={styles.footerLinks}>
            <li>
              <Link to="/terms-and-conditions">{t('shell:footer.terms')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('shell:footer.privacy')}</Link>
            </li>
          </ul>
          <LanguageSwitch tone="dark" />
        </div>
      </footer>
    </div>
  );
}

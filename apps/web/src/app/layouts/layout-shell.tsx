import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { cx } from '@/ui/cx';
import { GlobalNotification } from './global-notification';
import styles from './layout-shell.module.css';
import { useTopBarScrolled } from './use-scrolled-past';

/**
 * Moves focus to the page's main region after a navigation, so screen readers and the next Tab
 * start there. A layout that opens with the app leaves focus to the browser (the skip link comes
 * first); one that replaced another (signing in or out) takes it, as its element is gone.
 */
function useFocusMainOnNavigate() {
  const ref = useRef<HTMLElement>(null);
  const { pathname, key } = useLocation();
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      // The app's first location (react-router's key 'default'): the page was just loaded.
      if (key === 'default') return;
    }
    // Keep focus where it is when it is still inside the page (e.g. on a tab that changed the URL).
    const main = ref.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return ref;
}

export interface LayoutShellProps {
  /** The items of the top bar's row (brand, navigation, tools). */
  topBar: ReactNode;
  /** The layout's own class for that row: how its items are spaced. */
  topBarClassName: string | undefined;
  /** Inside the top bar, under its row (e.g. the mobile menu). */
  topBarDrawer?: ReactNode;
  /** The footer's content. */
  footer: ReactNode;
  /** The page; the route's outlet when not given. */
  children?: ReactNode;
}

/**
 * What every layout shares: the skip link, the sticky navy top bar that darkens once scrolled and
 * holds the global notification, the main region that takes focus on navigation, and the footer.
 */
export function LayoutShell({
  topBar,
  topBarClassName,
  topBarDrawer,
  footer,
  children,
}: LayoutShellProps) {
  const { t } = useTranslation('common');
  const isScrolled = useTopBarScrolled();
  const mainRef = useFocusMainOnNavigate();

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header
        className={cx(styles.topBar, isScrolled && styles.scrolled)}
        data-scrolled={isScrolled}
      >
        <div className={cx(styles.topBarRow, topBarClassName)}>{topBar}</div>
        {topBarDrawer}
        {/* In the sticky bar, under its row: it pushes the page down at the top and stays in
            view once scrolled, without ever lying over the page's content. */}
        <GlobalNotification />
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      <footer className={styles.footer}>{footer}</footer>
    </div>
  );
}

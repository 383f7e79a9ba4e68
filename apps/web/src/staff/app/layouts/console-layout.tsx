import { KeyRound, LogOut, Menu, MonitorX, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { notify } from '@/lib/notifications';
import { usePendingRequestCount } from '@/lib/pending-requests';
import { useStaffSession } from '@/staff/api/session';
import { useSignOut } from '@/staff/features/access/api/access';
import { staffPaths } from '@/staff/lib/paths';
import { useConsoleText } from '@/staff/lib/texts';
import { Button, buttonClassName } from '@/ui/button';
import { cx } from '@/ui/cx';
import { GlobalLoader } from '@/ui/global-loader';
import { CONSOLE_ROUTES, type ConsoleRoute } from '../console-routes';
import styles from './console-layout.module.css';
import { GlobalNotice } from './global-notice';
import { useFocusHeadingOnNavigate } from './use-focus-heading';

function navHref(route: ConsoleRoute) {
  return route.path === '' ? staffPaths.home : `${staffPaths.home}/${route.path}`;
}

/** The entries of the route list the signed-in role may use, in the list's order. */
function useNavEntries() {
  const session = useStaffSession();
  const permissions = session?.permissions ?? [];
  return CONSOLE_ROUTES.filter(
    (route) => route.nav && (!route.permission || permissions.includes(route.permission)),
  );
}

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useConsoleText('consoleShell');
  const entries = useNavEntries();
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.navList}>
        {entries.map((route) =>
          route.nav ? (
            <li key={route.path}>
              <NavLink
                to={navHref(route)}
                end={route.path === ''}
                className={styles.navLink}
                onClick={onNavigate}
              >
                <route.nav.icon size={18} aria-hidden="true" className={styles.navIcon} />
                {t(`nav.${route.nav.key}`)}
              </NavLink>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}

function AccountPanel() {
  const { t } = useConsoleText('consoleShell');
  const { t: access } = useConsoleText('consoleAccess');
  const session = useStaffSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const leave = async (everywhere: boolean) => {
    try {
      await signOut.mutateAsync({ everywhere });
      notify('success', everywhere ? 'staff_signed_out_everywhere' : 'staff_signed_out');
    } catch {
      notify('error', 'error_generic');
    }
    await navigate(staffPaths.login, { replace: true });
  };
  if (!session) return null;
  return (
    <section className={styles.account} aria-label={t('menu.account')}>
      <p className={styles.who}>
        <span className={styles.whoName}>{t('menu.signedInAs', { name: session.staff.name })}</span>
        <span className={styles.whoRole}>{t(`role.${session.staff.role}`)}</span>
      </p>
      <LanguageSwitch tone="dark" className={styles.language} />
      <div className={styles.accountActions}>
        <NavLink
          to={`${staffPaths.home}/passkeys`}
          className={buttonClassName('onDark', { size: 'small' })}
        >
          <KeyRound size={16} aria-hidden="true" />
          {access('passkeys.manage')}
        </NavLink>
        <Button
          variant="onDark"
          size="small"
          icon={<LogOut size={16} aria-hidden="true" />}
          isLoading={signOut.isPending && !signOut.variables?.everywhere}
          disabled={signOut.isPending}
          onClick={() => leave(false)}
        >
          {t('menu.signOut')}
        </Button>
        <Button
          variant="onDark"
          size="small"
          icon={<MonitorX size={16} aria-hidden="true" />}
          aria-label={t('menu.signOutEverywhereOf')}
          isLoading={signOut.isPending && signOut.variables?.everywhere}
          disabled={signOut.isPending}
          onClick={() => leave(true)}
        >
          {t('menu.signOutEverywhere')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The console's desk layout: a side navigation on a desktop (from 960 px), a top bar with a
 * menu on a phone; the role's entries only; the session's name, the language switch and the
 * sign-outs in the navigation's foot. Focus goes to each new screen's heading.
 */
export function ConsoleLayout() {
  const { t: common } = useTranslation('common');
  const { t } = useConsoleText('consoleShell');
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending = usePendingRequestCount();
  const mainRef = useFocusHeadingOnNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the phone menu
  useEffect(() => setIsOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {common('skipToContent')}
      </a>
      <GlobalLoader isActive={pending > 0 || navigation.state === 'loading'} />
      <header className={styles.topBar}>
        <div className={styles.brand}>
          <BrandLogo to={staffPaths.home} />
          <span className={styles.brandName}>{t('appName')}</span>
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? <X size={22} aria-hidden="true" /> : <Menu size={22} aria-hidden="true" />}
          <span className="visually-hidden">{isOpen ? t('menu.close') : t('menu.open')}</span>
        </button>
      </header>
      <aside id={panelId} className={cx(styles.side, isOpen && styles.open)}>
        <div className={cx(styles.brand, styles.sideBrand)}>
          <BrandLogo to={staffPaths.home} />
          <span className={styles.brandName}>{t('appName')}</span>
        </div>
        <Navigation onNavigate={() => setIsOpen(false)} />
        <AccountPanel />
      </aside>
      <div className={styles.content}>
        <GlobalNotice className={styles.notice} />
        <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

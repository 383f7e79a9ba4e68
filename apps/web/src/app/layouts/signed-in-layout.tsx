import { APP_VERSION } from '@mp/contract/constants';
import type { Profile } from '@mp/contract/profile/schemas';
import { greetingName } from '@mp/contract/rules/name';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { useLogout } from '@/features/auth/api/logout';
import { useProfile } from '@/features/profile/api/profile';
import { saveProfileLanguage } from '@/features/profile/api/update-profile';
import { useLanguage } from '@/i18n/use-language';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import {
  availableNavItems,
  type NavGroup,
  type NavItem,
  navEntries,
  SOCIAL_LINKS,
} from '../nav-config';
import { LayoutShell } from './layout-shell';
import styles from './signed-in-layout.module.css';

function Greeting({
  profile,
  isLoading,
  className,
}: {
  profile: Profile | undefined;
  isLoading: boolean;
  className: string | undefined;
}) {
  const { t } = useTranslation(['shell', 'common']);
  // While the profile loads (a prerendered page is painted without it), a bar where the name
  // goes, not the word for a member without one. Spec §1: lower-cased first name, else last
  // name, else the word 'unknown'.
  const name = isLoading ? '' : ((profile && greetingName(profile)) ?? t('common:unknown'));
  return (
    <span className={className}>
      <Trans
        t={t}
        i18nKey="shell:greeting"
        values={{ name }}
        components={{ strong: <strong className={isLoading ? styles.namePending : undefined} /> }}
      />
    </span>
  );
}

function NavBadge({ item, profile }: { item: NavItem; profile: Profile | undefined }) {
  const { t } = useTranslation('shell');
  const count = profile && item.badge ? item.badge(profile) : 0;
  if (!count || !item.badgeLabel) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t(`badge.${item.badgeLabel}`, { count })}</span>
    </span>
  );
}

function NavItemLink({
  item,
  profile,
  onNavigate,
}: {
  item: NavItem;
  profile: Profile | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <NavLink
      to={item.path}
      className={styles.navLink}
      onClick={() => {
        item.onSelect?.();
        onNavigate?.();
      }}
      end
    >
      {item.icon && <item.icon size={18} aria-hidden="true" className={styles.navIcon} />}
      {t(`nav.${item.key}`)}
      <NavBadge item={item} profile={profile} />
    </NavLink>
  );
}

/** A group's badge: the sum of its entries' counters (the payments group's pending payments). */
function GroupBadge({ items, profile }: { items: NavItem[]; profile: Profile | undefined }) {
  const { t } = useTranslation('shell');
  const counted = items.find((item) => item.badge && item.badgeLabel);
  const count = profile ? items.reduce((sum, item) => sum + (item.badge?.(profile) ?? 0), 0) : 0;
  if (!count || !counted?.badgeLabel) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t(`badge.${counted.badgeLabel}`, { count })}</span>
    </span>
  );
}

/**
 * A group of the desktop header: a disclosure button and its list of links (not an ARIA menu:
 * Tab moves through the links). Escape, a click elsewhere or a navigation closes it.
 */
function NavGroupMenu({
  group,
  items,
  profile,
}: {
  group: NavGroup;
  items: NavItem[];
  profile: Profile | undefined;
}) {
  const { t } = useTranslation('shell');
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const isCurrent = items.some((item) => item.path === pathname);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setIsOpen(false), [pathname]);
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [isOpen]);

  return (
    <li ref={rootRef} className={styles.group}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.navLink}
        aria-expanded={isOpen}
        aria-controls={listId}
        data-current={isCurrent}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t(`navGroups.${group}`)}
        <GroupBadge items={items} profile={profile} />
        <ChevronDown size={16} aria-hidden="true" className={styles.groupChevron} />
      </button>
      <ul id={listId} className={styles.dropdown} hidden={!isOpen}>
        {items.map((item) => (
          <li key={item.key}>
            <NavItemLink item={item} profile={profile} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The desktop header's menu: entries and groups in the spec's order. */
function HeaderNav({ items, profile }: { items: NavItem[]; profile: Profile | undefined }) {
  return navEntries(items).map((entry) =>
    entry.kind === 'item' ? (
      <li key={entry.item.key}>
        <NavItemLink item={entry.item} profile={profile} />
      </li>
    ) : (
      <NavGroupMenu key={entry.group} group={entry.group} items={entry.items} profile={profile} />
    ),
  );
}

/** The phone menu: every entry, the groups under their own headings. */
function DrawerNav({
  items,
  profile,
  onNavigate,
}: {
  items: NavItem[];
  profile: Profile | undefined;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('shell');
  return navEntries(items).map((entry) =>
    entry.kind === 'item' ? (
      <li key={entry.item.key}>
        <NavItemLink item={entry.item} profile={profile} onNavigate={onNavigate} />
      </li>
    ) : (
      <li key={entry.group} className={styles.drawerGroup}>
        <h2 className={styles.drawerHeading} id={`drawer-${entry.group}`}>
          {t(`navGroups.${entry.group}`)}
        </h2>
        <ul aria-labelledby={`drawer-${entry.group}`} className={styles.drawerList}>
          {entry.items.map((item) => (
            <li key={item.key}>
              <NavItemLink item={item} profile={profile} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      </li>
    ),
  );
}

export function SignedInLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['shell', 'common']);
  const { data: profile, isPending: isProfileLoading } = useProfile();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { pathname } = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // Spec §1: logout saves the profile's language first; a failure must not keep anyone in.
  const signOut = async () => {
    // From the phone menu: it closes and its button keeps focus while the session ends, so
    // nothing under the menu takes it; the page that follows moves it to its main region.
    if (isMenuOpen) {
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    await saveProfileLanguage(queryClient, language).catch(() => undefined);
    logout.mutate();
  };
  const drawerId = useId();
  const items = availableNavItems();
  const headerIcons = items.filter((item) => item.isHeaderIcon);
  const footerItems = items.filter((item) => item.isInFooter);
  const year = new Date().getFullYear();

  // A navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setIsMenuOpen(false), [pathname]);

  // Escape closes the open menu and puts focus back on the button that opened it.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <LayoutShell
      topBarClassName={styles.topBarRow}
      topBar={
        <>
          <BrandLogo to={paths.dashboard} />
          <nav className={styles.nav} aria-label={t('shell:mainNavigation')}>
            <ul className={styles.navList}>
              <HeaderNav items={items} profile={profile} />
            </ul>
          </nav>
          <div className={styles.tools}>
            <Greeting profile={profile} isLoading={isProfileLoading} className={styles.greeting} />
            {headerIcons.map((item) => (
              <Link
                key={item.key}
                to={item.path}
                className={styles.iconLink}
                aria-label={t(`shell:nav.${item.key}`)}
              >
                {item.icon && <item.icon size={20} aria-hidden="true" />}
                <NavBadge item={item} profile={profile} />
              </Link>
            ))}
            <LanguageSwitch tone="dark" className={styles.desktopOnly} />
            <Button
              variant="onDark"
              size="small"
              className={styles.desktopOnly}
              icon={<LogOut size={16} aria-hidden="true" />}
              isLoading={logout.isPending}
              onClick={signOut}
              title={t('shell:logout')}
            >
              <span className={styles.logoutText}>{t('shell:logout')}</span>
            </Button>
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-expanded={isMenuOpen}
              aria-controls={drawerId}
              aria-label={isMenuOpen ? t('shell:closeMenu') : t('shell:openMenu')}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              {isMenuOpen ? (
                <X size={20} aria-hidden="true" />
              ) : (
                <Menu size={20} aria-hidden="true" />
              )}
            </button>
          </div>
        </>
      }
      topBarDrawer={
        isMenuOpen && (
          <nav id={drawerId} className={styles.drawer} aria-label={t('shell:mainNavigation')}>
            <p className={styles.drawerGreeting}>
              <Greeting profile={profile} isLoading={isProfileLoading} className={undefined} />
            </p>
            <ul className={styles.drawerList}>
              <DrawerNav items={items} profile={profile} onNavigate={() => setIsMenuOpen(false)} />
            </ul>
            <div className={styles.drawerFooter}>
              <LanguageSwitch tone="dark" />
              <Button
                variant="onDark"
                size="small"
                icon={<LogOut size={16} aria-hidden="true" />}
                isLoading={logout.isPending}
                onClick={signOut}
              >
                {t('shell:logout')}
              </Button>
            </div>
          </nav>
        )
      }
      footer={
        <>
          <div className={styles.footerInner}>
            <div className={styles.footerBrand}>
              <BrandLogo to={paths.dashboard} />
              <p>{t('shell:footer.tagline')}</p>
            </div>
            <div>
              <h2 className={styles.footerHeading}>{t('shell:footer.explore')}</h2>
              <ul className={styles.footerList}>
                {items
                  .filter((item) => item.key === 'home')
                  .concat(footerItems)
                  .map((item) => (
                    <li key={item.key}>
                      <Link to={item.path}>{t(`shell:nav.${item.key}`)}</Link>
                    </li>
                  ))}
              </ul>
            </div>
            <div>
              <h2 className={styles.footerHeading}>{t('shell:footer.legal')}</h2>
              <ul className={styles.footerList}>
                <li>
                  <Link to={paths.privacy}>{t('shell:footer.privacy')}</Link>
                </li>
                <li>
                  <Link to={paths.terms}>{t('shell:footer.terms')}</Link>
                </li>
              </ul>
            </div>
            {SOCIAL_LINKS.length > 0 && (
              <div>
                <h2 className={styles.footerHeading}>{t('shell:footer.social')}</h2>
                <ul className={styles.footerList}>
                  {SOCIAL_LINKS.map((link) => (
                    <li key={link.key}>
                      <a href={link.href} target="_blank" rel="noopener noreferrer">
                        {t(`shell:footer.${link.key}`)}
                        <span className="visually-hidden"> {t('common:opensInNewTab')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <div className={styles.footerBottom}>
            <p>{t('shell:footer.copyright', { year })}</p>
            <p>{t('shell:footer.version', { version: APP_VERSION })}</p>
          </div>
        </>
      }
    >
      {children}
    </LayoutShell>
  );
}

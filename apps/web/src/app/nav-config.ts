import type { Profile } from '@mp/contract/profile/schemas';
import {
  CircleHelp,
  House,
  Info,
  type LucideIcon,
  Mail,
  MessageSquare,
  UserRound,
} from 'lucide-react';
import { isRegisteredMemberPath } from './member-routes';

export type NavKey =
  | 'home'
  | 'myAccount'
  | 'requestReservation'
  | 'myReservations'
  | 'preRegistration'
  | 'myContracts'
  | 'myPayments'
  | 'paymentHistory'
  | 'clubBenefits'
  | 'exchanges'
  | 'messages'
  | 'about'
  | 'contact'
  | 'faq';

export interface NavItem {
  key: NavKey;
  path: string;
  icon?: LucideIcon;
  /** A profile counter shown as a badge next to the entry (spec §1). */
  badge?: (profile: Profile) => number;
  badgeLabel?: 'unread' | 'pending';
  /** Also shown as an icon button in the header (spec §1: my account and messages). */
  isHeaderIcon?: boolean;
  /** Also linked from the footer (spec §1: about and contact). */
  isInFooter?: boolean;
}

/** Spec §1, the header menu in its order. Paths of the second document for its screens. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', path: '/dashboard', icon: House },
  { key: 'myAccount', path: '/my-account', icon: UserRound, isHeaderIcon: true },
  { key: 'requestReservation', path: '/request-reservation' },
  { key: 'myReservations', path: '/my-reservations' },
  { key: 'preRegistration', path: '/pre-registration' },
  { key: 'myContracts', path: '/my-vida-vacations-contracts' },
  {
    key: 'myPayments',
    path: '/my-vida-vacations-payments',
    badge: (profile) => profile.payments,
    badgeLabel: 'pending',
  },
  { key: 'paymentHistory', path: '/my-vida-vacations-payments_history' },
  { key: 'clubBenefits', path: '/club-freedom-benefits' },
  { key: 'exchanges', path: '/exchanges' },
  {
    key: 'messages',
    path: '/messages-center',
    icon: MessageSquare,
    badge: (profile) => profile.unread_messages,
    badgeLabel: 'unread',
    isHeaderIcon: true,
  },
  { key: 'about', path: '/about', icon: Info, isInFooter: true },
  { key: 'contact', path: '/contact', icon: Mail, isInFooter: true },
  { key: 'faq', path: '/FAQs', icon: CircleHelp },
];

/** Only entries whose screen exists in the router. */
export function availableNavItems(items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => isRegisteredMemberPath(item.path));
}

const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * Social links of the footer (spec §1): the club's own pages are configuration, read at build
 * time from VITE_SOCIAL_FACEBOOK_URL, VITE_SOCIAL_INSTAGRAM_URL and VITE_SOCIAL_YOUTUBE_URL. A
 * network without an https address is left out; with none, the footer has no social column.
 */
export function socialLinks(
  env: Readonly<Record<string, string | boolean | undefined>>,
): { key: SocialNetwork; href: string }[] {
  return SOCIAL_NETWORKS.flatMap((key) => {
    const href = env[`VITE_SOCIAL_${key.toUpperCase()}_URL`];
    return typeof href === 'string' && URL.canParse(href) && new URL(href).protocol === 'https:'
      ? [{ key, href }]
      : [];
  });
}

export const SOCIAL_LINKS = socialLinks(import.meta.env);

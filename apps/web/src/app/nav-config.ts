import type { Profile } from '@mp/contract/schemas/profile';
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

/**
 * Social links of the footer (spec §1). The club's own pages are configuration, not code:
 * replace these with the official accounts.
 */
export const SOCIAL_LINKS = [
  { key: 'facebook', href: 'https://www.facebook.com/' },
  { key: 'instagram', href: 'https://www.instagram.com/' },
  { key: 'youtube', href: 'https://www.youtube.com/' },
] as const;

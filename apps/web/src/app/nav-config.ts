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
import { reservationDraft } from '@/features/stays/api/reservations';
import { paths } from '@/lib/paths';
import { isRegisteredMemberPath } from './member-routes';

export type NavKey =
  | 'home'
  | 'myAccount'
  | 'requestReservation'
  | 'myReservations'
  | 'addReservation'
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

/**
 * Neighbouring entries of the spec's menu shown as one disclosure in the desktop header (and as
 * headed sections in the phone menu): fourteen links do not fit one bar in two languages.
 */
export type NavGroup = 'stays' | 'payments' | 'club' | 'help';

export interface NavItem {
  key: NavKey;
  path: string;
  group?: NavGroup;
  icon?: LucideIcon;
  /** A profile counter shown as a badge next to the entry (spec §1). */
  badge?: (profile: Profile) => number;
  badgeLabel?: 'unread' | 'pending';
  /** Also shown as an icon button in the header (spec §1: my account and messages). */
  isHeaderIcon?: boolean;
  /** Also linked from the footer (spec §1: about and contact). */
  isInFooter?: boolean;
  /** Runs when the member follows the entry (request-reservation starts without the draft). */
  onSelect?: () => void;
}

/** Spec §1, the header menu in its order. Paths of the second document for its screens. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', path: paths.dashboard, icon: House },
  { key: 'myAccount', path: paths.myAccount, icon: UserRound, isHeaderIcon: true },
  {
    key: 'requestReservation',
    path: paths.requestReservation,
    group: 'stays',
    // Spec §1: the menu's request reservation starts a new request.
    onSelect: () => reservationDraft.clear(),
  },
  { key: 'myReservations', path: paths.myReservations, group: 'stays' },
  { key: 'addReservation', path: paths.addReservation, group: 'stays' },
  { key: 'preRegistration', path: paths.preRegistration, group: 'stays' },
  { key: 'myContracts', path: paths.myContracts, group: 'payments' },
  {
    key: 'myPayments',
    path: paths.myPayments,
    group: 'payments',
    badge: (profile) => profile.payments,
    badgeLabel: 'pending',
  },
  { key: 'paymentHistory', path: paths.paymentHistory, group: 'payments' },
  { key: 'clubBenefits', path: paths.clubBenefits, group: 'club' },
  { key: 'exchanges', path: paths.exchanges, group: 'club' },
  {
    key: 'messages',
    path: paths.messages,
    icon: MessageSquare,
    badge: (profile) => profile.unread_messages,
    badgeLabel: 'unread',
    isHeaderIcon: true,
  },
  { key: 'about', path: paths.about, icon: Info, isInFooter: true, group: 'help' },
  { key: 'contact', path: paths.contact, icon: Mail, isInFooter: true, group: 'help' },
  { key: 'faq', path: paths.faq, icon: CircleHelp, group: 'help' },
];

export type NavEntry =
  | { kind: 'item'; item: NavItem }
  | { kind: 'group'; group: NavGroup; items: NavItem[] };

/**
 * The menu as the header shows it, in the spec's order: neighbouring entries of one group become
 * one group; a group left with a single available entry is that entry.
 */
export function navEntries(items: readonly NavItem[]): NavEntry[] {
  const entries: NavEntry[] = [];
  for (const item of items) {
    const last = entries.at(-1);
    if (item.group && last?.kind === 'group' && last.group === item.group) last.items.push(item);
    else if (item.group) entries.push({ kind: 'group', group: item.group, items: [item] });
    else entries.push({ kind: 'item', item });
  }
  return entries.map((entry) =>
    entry.kind === 'group' && entry.items.length === 1 && entry.items[0]
      ? { kind: 'item', item: entry.items[0] }
      : entry,
  );
}

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

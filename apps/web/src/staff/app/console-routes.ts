import type { Permission } from '@mp/contract/staff/permissions';
import {
  CalendarCheck,
  CreditCard,
  FileText,
  FileUp,
  House,
  Inbox,
  KeyRound,
  ListRestart,
  type LucideIcon,
  Megaphone,
  MessageSquareText,
  ScrollText,
  UserCheck,
  UserSearch,
  UsersRound,
  Webhook,
} from 'lucide-react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { consoleShell } from '@/i18n/locales/en/console-shell';

/** A navigation entry's label: a key of `consoleShell.nav` (i18n/locales/en/console-shell.ts). */
export type ConsoleNavKey = Exclude<keyof typeof consoleShell.nav, 'label'>;

export interface ConsoleRoute {
  /** Under /staff, without the leading slash ('' is the console's home, 'inbox' is /staff/inbox). */
  path: string;
  /** The screen's module: it exports `Component` (react-router's lazy route module). */
  lazy: LazyRouteFunction<RouteObject>;
  /** The permission the screen needs; its navigation entry shows only to roles that have it. */
  permission?: Permission;
  /** Shown in the side navigation (desktop) and the menu (phone), in this list's order. */
  nav?: { key: ConsoleNavKey; icon: LucideIcon };
}

/**
 * THE list of the console's signed-in screens: one line adds a screen, its guard and its
 * navigation entry (apps/web/src/staff/README.md). The sign-in screens are in router.tsx.
 */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  {
    path: '',
    lazy: () => import('@/staff/features/home/home-page'),
    permission: 'desk:read',
    nav: { key: 'home', icon: House },
  },
  {
    path: 'inbox',
    lazy: () => import('@/staff/features/inbox/inbox-page'),
    permission: 'desk:read',
    nav: { key: 'inbox', icon: Inbox },
  },
  {
    path: 'inbox/:id',
    lazy: () => import('@/staff/features/inbox/thread-page'),
    permission: 'desk:read',
  },
  {
    path: 'canned-responses',
    lazy: () => import('@/staff/features/inbox/canned-responses-page'),
    permission: 'canned:edit',
    nav: { key: 'cannedResponses', icon: MessageSquareText },
  },
  {
    path: 'reservation-requests',
    lazy: () => import('@/staff/features/requests/requests-page'),
    permission: 'desk:read',
    nav: { key: 'reservationRequests', icon: CalendarCheck },
  },
  {
    path: 'profile-reviews',
    lazy: () => import('@/staff/features/reviews/reviews-page'),
    permission: 'desk:read',
    nav: { key: 'profileReviews', icon: UserCheck },
  },
  {
    path: 'members',
    lazy: () => import('@/staff/features/members/members-page'),
    permission: 'member:read',
    nav: { key: 'memberLookup', icon: UserSearch },
  },
  {
    path: 'members/:id',
    lazy: () => import('@/staff/features/members/member-page'),
    permission: 'member:read',
  },
  {
    path: 'broadcasts',
    lazy: () => import('@/staff/features/broadcasts/broadcasts-page'),
    permission: 'broadcast:send',
    nav: { key: 'broadcasts', icon: Megaphone },
  },
  {
    path: 'broadcasts/new',
    lazy: () => import('@/staff/features/broadcasts/compose-page'),
    permission: 'broadcast:send',
  },
  {
    path: 'content',
    lazy: () => import('@/staff/features/content/content-page'),
    permission: 'content:edit',
    nav: { key: 'content', icon: FileText },
  },
  {
    path: 'orders',
    lazy: () => import('@/staff/features/orders/orders-page'),
    permission: 'orders:read',
    nav: { key: 'orders', icon: CreditCard },
  },
  {
    path: 'orders/:id',
    lazy: () => import('@/staff/features/orders/order-page'),
    permission: 'orders:read',
  },
  {
    path: 'import',
    lazy: () => import('@/staff/features/import/import-page'),
    permission: 'data:import',
    nav: { key: 'dataImport', icon: FileUp },
  },
  {
    path: 'import/:id',
    lazy: () => import('@/staff/features/import/import-detail-page'),
    permission: 'data:import',
  },
  {
    path: 'integrations',
    lazy: () => import('@/staff/features/integrations/integrations-page'),
    permission: 'integrations:manage',
    nav: { key: 'integrations', icon: KeyRound },
  },
  {
    path: 'webhooks',
    lazy: () => import('@/staff/features/webhooks/webhooks-page'),
    permission: 'integrations:manage',
    nav: { key: 'webhooks', icon: Webhook },
  },
  {
    path: 'webhooks/deliveries',
    lazy: () => import('@/staff/features/webhooks/deliveries-page'),
    permission: 'integrations:manage',
  },
  {
    path: 'accounts',
    lazy: () => import('@/staff/features/accounts/accounts-page'),
    permission: 'staff:manage',
    nav: { key: 'accounts', icon: UsersRound },
  },
  {
    // Any signed-in staff member's own passkeys (reached from the account panel).
    path: 'passkeys',
    lazy: () => import('@/staff/features/access/passkeys-page'),
  },
  {
    path: 'jobs',
    lazy: () => import('@/staff/features/jobs/jobs-page'),
    permission: 'jobs:manage',
    nav: { key: 'jobs', icon: ListRestart },
  },
  {
    path: 'audit',
    lazy: () => import('@/staff/features/audit/audit-page'),
    permission: 'audit:read',
    nav: { key: 'audit', icon: ScrollText },
  },
];

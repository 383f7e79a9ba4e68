import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { TextsPart } from '@/i18n/i18n';
import { paths } from '@/lib/paths';

export interface MemberRoute {
  path: string;
  lazy: LazyRouteFunction<RouteObject>;
  /** The parts of the catalogue the screen shows (i18n.ts); both member parts when not said. */
  texts?: readonly TextsPart[];
}

/** The dashboard and the stays screens that need only the common member texts. */
const COMMON_TEXTS: readonly TextsPart[] = ['member'];

/**
 * Routes that need a signed-in member. The header menu and footer show an entry only when its
 * path is listed here, so a screen appears in the menu the day its route is added.
 */
export const MEMBER_ROUTES: readonly MemberRoute[] = [
  { path: paths.dashboard, lazy: () => import('./routes/dashboard'), texts: COMMON_TEXTS },
  { path: paths.myAccount, lazy: () => import('./routes/my-account') },
  { path: paths.editProfile, lazy: () => import('./routes/edit-profile') },
  { path: paths.about, lazy: () => import('./routes/about') },
  { path: paths.faq, lazy: () => import('./routes/faq') },
  { path: paths.contact, lazy: () => import('./routes/contact') },
  { path: paths.messages, lazy: () => import('./routes/messages-center') },
  { path: `${paths.message}/:id`, lazy: () => import('./routes/read-message') },
  { path: paths.myContracts, lazy: () => import('./routes/my-contracts') },
  { path: paths.myPayments, lazy: () => import('./routes/payments-centre') },
  { path: `${paths.paymentMethod}/:type`, lazy: () => import('./routes/payment-method') },
  { path: paths.paymentHistory, lazy: () => import('./routes/payment-history') },
  { path: `${paths.successPayment}/:order`, lazy: () => import('./routes/payment-result') },
  { path: `${paths.failPayment}/:message?`, lazy: () => import('./routes/payment-result') },
  { path: `${paths.cancelledPayment}/:message?`, lazy: () => import('./routes/payment-result') },
  { path: paths.successTokenization, lazy: () => import('./routes/payment-result') },
  {
    path: `${paths.destinationHighlights}/:id`,
    lazy: () => import('./routes/destination-highlight'),
  },
  { path: paths.requestReservation, lazy: () => import('./routes/request-reservation') },
  { path: paths.reservationSummary, lazy: () => import('./routes/reservation-summary') },
  {
    path: paths.myReservations,
    lazy: () => import('./routes/my-reservations'),
    texts: COMMON_TEXTS,
  },
  { path: paths.addReservation, lazy: () => import('./routes/add-reservation') },
  { path: paths.reservationFound, lazy: () => import('./routes/reservation-found') },
  { path: paths.exchanges, lazy: () => import('./routes/exchanges') },
  { path: paths.clubBenefits, lazy: () => import('./routes/club-freedom-benefits') },
  { path: paths.preRegistration, lazy: () => import('./routes/pre-registration') },
];

export const MEMBER_PATHS: ReadonlySet<string> = new Set(MEMBER_ROUTES.map((route) => route.path));

export function isRegisteredMemberPath(path: string): boolean {
  return MEMBER_PATHS.has(path);
}

import { accessRoutes } from './access/routes.ts';
import { broadcastsRoutes } from './broadcasts/routes.ts';
import { clubdataRoutes } from './clubdata/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { deskRoutes } from './desk/routes.ts';
import type { RouteDef } from './http/route.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { jobsRoutes } from './jobs/routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { referenceRoutes } from './reference/routes.ts';
import { staffRoutes } from './staff/routes.ts';
import { staysRoutes } from './stays/routes.ts';
import { webhooksRoutes } from './webhooks/routes.ts';

/**
 * Every area's calls, for the server and the OpenAPI document only (each area is a tag): the web
 * imports the route module of the area it calls, so no screen ships another area's schemas.
 */
export const AREAS: readonly {
  name: string;
  description: string;
  routes: Readonly<Record<string, RouteDef>>;
}[] = [
  {
    name: 'access',
    description: 'Registration, sign-in, sessions, passwords, e-mail verification',
    routes: accessRoutes,
  },
  { name: 'profile', description: 'The signed-in member', routes: profileRoutes },
  {
    name: 'payments',
    description: 'Contracts, their due items, payments with a saved card and invoices',
    routes: paymentsRoutes,
  },
  {
    name: 'reference',
    description: 'FAQs, contact reasons and hotels, in the request language',
    routes: referenceRoutes,
  },
  {
    name: 'stays',
    description: 'Exchange companies and destination highlights',
    routes: staysRoutes,
  },
  {
    name: 'staff',
    description:
      'The staff console: staff sign-in with a second factor, staff accounts, the audit log',
    routes: staffRoutes,
  },
  {
    name: 'inbox',
    description: "The staff console's inbox: members' threads, replies, notes, canned responses",
    routes: inboxRoutes,
  },
  {
    name: 'desk',
    description:
      "The staff console's desk: reservation requests, profile reviews, member lookup, the home counts",
    routes: deskRoutes,
  },
  {
    name: 'clubdata',
    description:
      "The club's own data: the console's CSV import, API keys, and the integration API (Authorization: Bearer <API key>) for members, contracts, due items and reservations by the club's ids",
    routes: clubdataRoutes,
  },
  {
    name: 'broadcasts',
    description: "The staff console's broadcasts: alerts and marketing to a segment of members",
    routes: broadcastsRoutes,
  },
  {
    name: 'content',
    description:
      "The staff console's content: FAQs, highlights, contact reasons, hotels, unit types",
    routes: contentRoutes,
  },
  {
    name: 'orders',
    description: "The staff console's payments desk: orders, refunds, the daily reconciliation",
    routes: ordersRoutes,
  },
  {
    name: 'webhooks',
    description: "Outgoing webhooks to the club's system: endpoints, signed deliveries, retries",
    routes: webhooksRoutes,
  },
  {
    name: 'jobs',
    description: "The staff console's job queue: failed background jobs, and retrying one",
    routes: jobsRoutes,
  },
];

export const routes = {
  ...accessRoutes,
  ...profileRoutes,
  ...paymentsRoutes,
  ...referenceRoutes,
  ...staysRoutes,
  ...staffRoutes,
  ...inboxRoutes,
  ...deskRoutes,
  ...jobsRoutes,
  ...clubdataRoutes,
  ...broadcastsRoutes,
  ...contentRoutes,
  ...ordersRoutes,
  ...webhooksRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;

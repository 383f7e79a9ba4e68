import { sandboxModule } from '../sandbox/sandbox-pages.ts';
import { accessModule } from './access/access-routes.ts';
import type { AppModule } from './app-module.ts';
import { broadcastsModule } from './broadcasts/broadcasts-routes.ts';
import { clubdataModule } from './clubdata/clubdata-routes.ts';
import { contentModule } from './content/content-routes.ts';
import { deskModule } from './desk/desk-routes.ts';
import { devMailModule } from './dev-mail/dev-mail-routes.ts';
import { healthModule } from './health/health-routes.ts';
import { inboxModule } from './inbox/inbox-routes.ts';
import { jobsModule } from './jobs/jobs-routes.ts';
import { ordersModule } from './orders/orders-routes.ts';
import { paymentsModule } from './payments/payments-routes.ts';
import { profileModule } from './profile/profile-routes.ts';
import { referenceModule } from './reference/reference-routes.ts';
import { staffModule } from './staff/staff-routes.ts';
import { staysModule } from './stays/stays-routes.ts';
import { testSupportModule } from './test-support/test-support-routes.ts';
import { webhooksModule } from './webhooks/webhooks-routes.ts';

/** Every module, in registration order: a new area adds its line here and nothing else. */
export const MODULES: readonly AppModule[] = [
  healthModule,
  accessModule,
  profileModule,
  paymentsModule,
  referenceModule,
  staysModule,
  staffModule,
  inboxModule,
  deskModule,
  clubdataModule,
  jobsModule,
  ordersModule,
  broadcastsModule,
  contentModule,
  webhooksModule,
  sandboxModule,
  devMailModule,
  testSupportModule,
];

import { broadcastsMessagesEn } from '@mp/contract/broadcasts/messages.en';
import { clubdataMessagesEn } from '@mp/contract/clubdata/messages.en';
import { deskMessagesEn } from '@mp/contract/desk/messages.en';
import { consoleValidationEn } from '@mp/contract/i18n/console-validation.en';
import { inboxMessagesEn } from '@mp/contract/inbox/messages.en';
import { jobsMessagesEn } from '@mp/contract/jobs/messages.en';
import { ordersMessagesEn } from '@mp/contract/orders/messages.en';
import { staffMessagesEn } from '@mp/contract/staff/messages.en';
import { webhooksMessagesEn } from '@mp/contract/webhooks/messages.en';
import { consoleAccess } from './console-access';
import { consoleAccounts } from './console-accounts';
import { consoleAudit } from './console-audit';
import { consoleBroadcasts } from './console-broadcasts';
import { consoleContent } from './console-content';
import { consoleDesk } from './console-desk';
import { consoleImport } from './console-import';
import { consoleInbox } from './console-inbox';
import { consoleIntegrations } from './console-integrations';
import { consoleJobs } from './console-jobs';
import { consoleOrders } from './console-orders';
import { consoleShell } from './console-shell';
import { consoleWebhooks } from './console-webhooks';

/**
 * The staff console's texts, one namespace per screen area, loaded by the console only (the
 * member app never imports this file). A new console area adds its file and ONE line here (and
 * in es/console.ts): `consoleInbox,` after its import.
 */
export const consoleTexts = {
  consoleShell,
  consoleAccess,
  consoleAccounts,
  consoleAudit,
  consoleInbox,
  consoleDesk,
  consoleBroadcasts,
  consoleOrders,
  consoleContent,
  consoleImport,
  consoleIntegrations,
  consoleJobs,
  consoleWebhooks,
  // The console's forms' validation texts, merged into the shared `validation` namespace.
  validation: consoleValidationEn,
  // The console's calls' error and notice texts, merged into the shared `messages` namespace.
  messages: {
    ...staffMessagesEn,
    ...broadcastsMessagesEn,
    ...inboxMessagesEn,
    ...deskMessagesEn,
    ...clubdataMessagesEn,
    ...ordersMessagesEn,
    ...jobsMessagesEn,
    ...webhooksMessagesEn,
  },
};

import { broadcastsMessagesEs } from '@mp/contract/broadcasts/messages.es';
import { clubdataMessagesEs } from '@mp/contract/clubdata/messages.es';
import { deskMessagesEs } from '@mp/contract/desk/messages.es';
import { consoleValidationEs } from '@mp/contract/i18n/console-validation.es';
import { inboxMessagesEs } from '@mp/contract/inbox/messages.es';
import { jobsMessagesEs } from '@mp/contract/jobs/messages.es';
import { ordersMessagesEs } from '@mp/contract/orders/messages.es';
import { staffMessagesEs } from '@mp/contract/staff/messages.es';
import { webhooksMessagesEs } from '@mp/contract/webhooks/messages.es';
import type { consoleTexts as en } from '../en/console';
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

/** The console's Spanish texts: the same namespaces as en/console.ts, one line each. */
export const consoleTexts: { [N in keyof typeof en]: unknown } = {
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
  validation: consoleValidationEs,
  messages: {
    ...staffMessagesEs,
    ...broadcastsMessagesEs,
    ...inboxMessagesEs,
    ...deskMessagesEs,
    ...clubdataMessagesEs,
    ...ordersMessagesEs,
    ...jobsMessagesEs,
    ...webhooksMessagesEs,
  },
};

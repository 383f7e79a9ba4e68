import { paymentsMessagesEs } from '@mp/contract/payments/messages.es';
import { profileMessagesEs } from '@mp/contract/profile/messages.es';
import { staysMessagesEs } from '@mp/contract/stays/messages.es';
import type { Catalog } from '../../catalog';
import type { member as en } from '../en/member';
import { account } from './account';
import { dashboard } from './dashboard';
import { inbox } from './inbox';
import { payments } from './payments';
import { reference } from './reference';
import { reservations } from './reservations';
import { stays } from './stays';

/** The member screens' texts: their own chunk, loaded once someone is signed in. */
export const member: Catalog<typeof en> = {
  account,
  dashboard,
  inbox,
  // Merged into the visitor part's `messages` when it loads (i18n.ts addBundle, deep).
  messages: { ...profileMessagesEs, ...paymentsMessagesEs, ...staysMessagesEs },
  payments,
  reference,
  reservations,
  stays,
};

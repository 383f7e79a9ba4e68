import { paymentsMessagesEn } from '@mp/contract/payments/messages.en';
import { profileMessagesEn } from '@mp/contract/profile/messages.en';
import { staysMessagesEn } from '@mp/contract/stays/messages.en';
import { account } from './account';
import { dashboard } from './dashboard';
import { inbox } from './inbox';
import { payments } from './payments';
import { reference } from './reference';
import { reservations } from './reservations';
import { stays } from './stays';

/** The member screens' texts: their own chunk, loaded once someone is signed in. */
export const member = {
  account,
  dashboard,
  inbox,
  // Merged into the visitor part's `messages` when it loads (i18n.ts addBundle, deep).
  messages: { ...profileMessagesEn, ...paymentsMessagesEn, ...staysMessagesEn },
  payments,
  reference,
  reservations,
  stays,
};

import { paymentsMessagesEn } from '@mp/contract/payments/messages.en';
import { account } from './account';
import { inbox } from './inbox';
import { payments } from './payments';
import { reference } from './reference';

/** The member areas' own texts (account, messages centre, payments, reference): their own chunk. */
export const memberAreas = {
  account,
  inbox,
  // The payments area's error texts, merged into `messages` like the member part's.
  messages: paymentsMessagesEn,
  payments,
  reference,
};

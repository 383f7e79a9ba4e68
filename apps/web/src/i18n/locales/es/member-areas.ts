import { paymentsMessagesEs } from '@mp/contract/payments/messages.es';
import type { Catalog } from '../../catalog';
import type { memberAreas as en } from '../en/member-areas';
import { account } from './account';
import { inbox } from './inbox';
import { payments } from './payments';
import { reference } from './reference';

/** The member areas' own texts (see ../en/member-areas.ts). */
export const memberAreas: Catalog<typeof en> = {
  account,
  inbox,
  messages: paymentsMessagesEs,
  payments,
  reference,
};

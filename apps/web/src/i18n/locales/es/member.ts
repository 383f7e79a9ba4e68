import { profileMessagesEs } from '@mp/contract/profile/messages.es';
import { staysMessagesEs } from '@mp/contract/stays/messages.es';
import type { Catalog } from '../../catalog';
import type { member as en } from '../en/member';
import { dashboard } from './dashboard';
import { reservations } from './reservations';
import { stays } from './stays';

/** The member screens' common texts (see ../en/member.ts). */
export const member: Catalog<typeof en> = {
  dashboard,
  messages: { ...profileMessagesEs, ...staysMessagesEs },
  reservations,
  stays,
};

import { accessMessagesEs } from '@mp/contract/access/messages.es';
import { httpMessagesEs } from '@mp/contract/http/messages.es';
import { validationEs } from '@mp/contract/i18n/validation.es';
import type { Catalog } from '../../catalog';
import type { visitor as en } from '../en/visitor';
import { common } from './common';
import { legal } from './legal';
import { shell } from './shell';

/** What every screen needs, signed in or not: one chunk, loaded with the first screen. */
export const visitor: Catalog<typeof en> = {
  common,
  shell,
  legal,
  // The member areas' messages arrive with the member part (member.ts), into this namespace.
  messages: { ...httpMessagesEs, ...accessMessagesEs },
  validation: validationEs,
};

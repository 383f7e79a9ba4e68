import { messagesEs } from '@mp/contract/i18n/messages.es';
import { validationEs } from '@mp/contract/i18n/validation.es';
import type { Catalog } from '../../catalog';
import type { resources as en } from '../en/index';
import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { inbox } from './inbox';
import { legal } from './legal';
import { reference } from './reference';
import { shell } from './shell';
import { stays } from './stays';

export const resources: Catalog<typeof en> = {
  common,
  shell,
  auth,
  account,
  legal,
  dashboard,
  inbox,
  stays,
  reference,
  messages: messagesEs,
  validation: validationEs,
};

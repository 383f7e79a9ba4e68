import { messagesEn } from '@mp/contract/i18n/messages.en';
import { validationEn } from '@mp/contract/i18n/validation.en';
import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { inbox } from './inbox';
import { legal } from './legal';
import { reference } from './reference';
import { shell } from './shell';
import { stays } from './stays';

/** Every English namespace; one dynamic chunk, loaded only when English is the language. */
export const resources = {
  common,
  shell,
  auth,
  account,
  legal,
  dashboard,
  inbox,
  stays,
  reference,
  messages: messagesEn,
  validation: validationEn,
};

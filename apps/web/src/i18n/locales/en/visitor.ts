import { accessMessagesEn } from '@mp/contract/access/messages.en';
import { httpMessagesEn } from '@mp/contract/http/messages.en';
import { validationEn } from '@mp/contract/i18n/validation.en';
import { auth } from './auth';
import { common } from './common';
import { legal } from './legal';
import { shell } from './shell';

/** What every screen needs, signed in or not: one chunk, loaded with the first screen. */
export const visitor = {
  common,
  shell,
  auth,
  legal,
  // The member areas' messages arrive with the member part (member.ts), into this namespace.
  messages: { ...httpMessagesEn, ...accessMessagesEn },
  validation: validationEn,
};

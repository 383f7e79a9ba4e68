import { messagesEn } from '@mp/contract/i18n/messages.en';
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
  messages: messagesEn,
  validation: validationEn,
};

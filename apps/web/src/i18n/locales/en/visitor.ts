import { accessMessagesEn } from '@mp/contract/access/messages.en';
import { httpMessagesEn } from '@mp/contract/http/messages.en';
import { validationEn } from '@mp/contract/i18n/validation.en';
import { common } from './common';
import { legal } from './legal';
import { shell } from './shell';

/**
 * What every screen needs, signed in or not: one chunk, loaded with the first screen. The sign-in
 * screens' own texts (auth.ts) are a chunk of their own, loaded by those routes.
 */
export const visitor = {
  common,
  shell,
  legal,
  // The member areas' messages arrive with the member part (member.ts), into this namespace.
  messages: { ...httpMessagesEn, ...accessMessagesEn },
  validation: validationEn,
};

import type { Catalog } from '../../catalog';
import type { resources as en } from '../en/index';
import { member } from './member';
import { visitor } from './visitor';

/**
 * Every Spanish namespace, for types and tests. The app loads the two parts on their own
 * (i18n.ts): the visitor part with the first screen, the member part once signed in.
 */
export const resources: Catalog<typeof en> = {
  ...visitor,
  ...member,
  messages: { ...visitor.messages, ...member.messages },
};

import { member } from './member';
import { visitor } from './visitor';

/**
 * Every English namespace, for types and tests. The app loads the two parts on their own
 * (i18n.ts): the visitor part with the first screen, the member part once signed in.
 */
export const resources = {
  ...visitor,
  ...member,
  messages: { ...visitor.messages, ...member.messages },
};

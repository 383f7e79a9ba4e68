import { auth } from './auth';
import { member } from './member';
import { memberAreas } from './member-areas';
import { visitor } from './visitor';

/**
 * Every English namespace, for types and tests. The app loads the parts on their own
 * (i18n.ts): the visitor part with the first screen, the others with the routes that show them.
 */
export const resources = {
  ...visitor,
  auth,
  ...member,
  ...memberAreas,
  messages: { ...visitor.messages, ...member.messages, ...memberAreas.messages },
};

import { profileMessagesEn } from '@mp/contract/profile/messages.en';
import { staysMessagesEn } from '@mp/contract/stays/messages.en';
import { dashboard } from './dashboard';
import { reservations } from './reservations';
import { stays } from './stays';

/**
 * The member screens' common texts: their own chunk, loaded with the first member screen. The
 * dashboard and the stays screens need nothing else; the other areas' namespaces are in
 * member-areas.ts, loaded by the routes that show them (app/member-routes.ts).
 */
export const member = {
  dashboard,
  // The error texts of the calls these screens make (the payments area's are in member-areas);
  // merged into the visitor part's `messages` when it loads (i18n.ts addBundle, deep).
  messages: { ...profileMessagesEn, ...staysMessagesEn },
  reservations,
  stays,
};

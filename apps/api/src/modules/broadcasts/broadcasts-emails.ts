import type { BroadcastType } from '@mp/contract/broadcasts/constants';
import { broadcastsEmailsEn } from '@mp/contract/broadcasts/emails.en';
import { broadcastsEmailsEs } from '@mp/contract/broadcasts/emails.es';
import type { Language } from '@mp/contract/constants';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';

const catalogue: EmailCatalogue<keyof typeof broadcastsEmailsEn> = {
  en: broadcastsEmailsEn,
  es: broadcastsEmailsEs,
};

/**
 * A broadcast's e-mail copy in the member's language: the club's subject and text (plain, its
 * paragraphs kept), a link to the message centre, and for marketing why it came and how to stop it.
 */
export function broadcastEmail(
  lang: Language,
  type: BroadcastType,
  name: string,
  texts: { subject: string; body: string },
  messagesUrl: string,
) {
  return renderEmail(catalogue, {
    lang,
    name,
    subjectKey: 'broadcast_subject',
    introKey: 'broadcast_intro',
    action: { key: 'broadcast_action', url: messagesUrl },
    noteKey: type === 'marketing' ? 'marketing_note' : 'alert_note',
    params: { subject: texts.subject, body: texts.body },
  });
}

import type { Language } from '@mp/contract/constants';
import { inboxEmailsEn } from '@mp/contract/inbox/emails.en';
import { inboxEmailsEs } from '@mp/contract/inbox/emails.es';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';

const catalogue: EmailCatalogue<keyof typeof inboxEmailsEn> = {
  en: inboxEmailsEn,
  es: inboxEmailsEs,
};

/** The inbox's e-mails: the member is told the club answered (the answer stays in the portal). */
export const inboxEmails = {
  replied: (lang: Language, name: string, details: { subject: string; threadUrl: string }) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'reply_subject',
      introKey: 'reply_intro',
      action: { key: 'reply_action', url: details.threadUrl },
      noteKey: 'reply_note',
      params: { subject: details.subject },
    }),
};

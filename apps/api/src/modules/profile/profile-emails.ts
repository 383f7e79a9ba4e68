import type { Language } from '@mp/contract/constants';
import { profileEmailsEn } from '@mp/contract/profile/emails.en';
import { profileEmailsEs } from '@mp/contract/profile/emails.es';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';

const catalogue: EmailCatalogue<keyof typeof profileEmailsEn> = {
  en: profileEmailsEn,
  es: profileEmailsEs,
};

/** The profile area's e-mails, each one layout filled with the area's texts. */
export const profileEmails = {
  contactAcknowledgement: (
    lang: Language,
    name: string,
    details: { reason: string; phone: string; callBack: boolean; messagesUrl: string },
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'contact_ack_subject',
      introKey: 'contact_ack_intro',
      action: { key: 'contact_ack_action', url: details.messagesUrl },
      ...(details.callBack && { noteKey: 'contact_ack_call' as const }),
      params: { reason: details.reason, phone: details.phone },
    }),
};

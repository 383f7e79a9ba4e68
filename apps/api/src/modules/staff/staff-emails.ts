import type { Language } from '@mp/contract/constants';
import { staffEmailsEn } from '@mp/contract/staff/emails.en';
import { staffEmailsEs } from '@mp/contract/staff/emails.es';
import type { StaffRole } from '@mp/contract/staff/permissions';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';

const catalogue: EmailCatalogue<keyof typeof staffEmailsEn> = {
  en: staffEmailsEn,
  es: staffEmailsEs,
};

/** The staff area's e-mails, in the invitee's language, one layout filled with the area's texts. */
export const staffEmails = {
  invitation: (
    lang: Language,
    details: {
      name: string;
      email: string;
      role: StaffRole;
      inviter: string;
      url: string;
      hours: number;
    },
  ) =>
    renderEmail(catalogue, {
      lang,
      name: details.name,
      subjectKey: 'invite_subject',
      introKey: 'invite_intro',
      action: { key: 'invite_action', url: details.url },
      noteKey: 'invite_expiry',
      params: {
        email: details.email,
        role: catalogue[lang][`role_${details.role}`],
        inviter: details.inviter,
        hours: details.hours,
      },
      showIgnore: true,
    }),
};

import { accessEmailsEn } from '@mp/contract/access/emails.en';
import { accessEmailsEs } from '@mp/contract/access/emails.es';
import type { Language } from '@mp/contract/constants';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';

const catalogue: EmailCatalogue<keyof typeof accessEmailsEn> = {
  en: accessEmailsEn,
  es: accessEmailsEs,
};

/** The access area's e-mails, each one layout filled with the area's texts. */
export const accessEmails = {
  verifyEmail: (lang: Language, name: string, url: string, minutes: number, isResend: boolean) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: isResend ? 'verify_resent_subject' : 'verify_subject',
      introKey: isResend ? 'verify_resent_intro' : 'verify_intro',
      action: { key: 'verify_action', url },
      noteKey: 'verify_expiry',
      params: { minutes },
      showIgnore: isResend,
    }),
  alreadyVerified: (lang: Language, name: string, loginUrl: string) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'already_verified_subject',
      introKey: 'already_verified_intro',
      action: { key: 'already_verified_action', url: loginUrl },
      showIgnore: true,
    }),
  resetCode: (lang: Language, name: string, code: string, url: string, minutes: number) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'reset_subject',
      introKey: 'reset_intro',
      code,
      action: { key: 'reset_action', url },
      noteKey: 'reset_expiry',
      params: { minutes },
      showIgnore: true,
    }),
  memberClaimCode: (
    lang: Language,
    name: string,
    code: string,
    details: { account: string; memberId: number; minutes: number },
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'claim_subject',
      introKey: 'claim_intro',
      code,
      noteKey: 'claim_expiry',
      params: details,
    }),
  membershipMoved: (
    lang: Language,
    name: string,
    details: { account: string; previous: string; memberId: number },
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'moved_subject',
      introKey: 'moved_intro',
      noteKey: 'moved_note',
      params: details,
    }),
};

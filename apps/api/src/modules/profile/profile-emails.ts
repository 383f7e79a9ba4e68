import type { Language } from '@mp/contract/constants';
import type { ProfileField } from '@mp/contract/profile/constants';
import { CUSTOMER_CARE, EMAIL_CHANGE_LINK_TTL_HOURS } from '@mp/contract/profile/constants';
import { profileEmailsEn } from '@mp/contract/profile/emails.en';
import { profileEmailsEs } from '@mp/contract/profile/emails.es';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';

const catalogue: EmailCatalogue<keyof typeof profileEmailsEn> = {
  en: profileEmailsEn,
  es: profileEmailsEs,
};

/** "home phone, city and postal code" in the language. */
function fieldList(lang: Language, fields: readonly ProfileField[]): string {
  const labels = fields.map((field) => catalogue[lang][`field_${field}`]);
  return new Intl.ListFormat(lang === 'es' ? 'es-MX' : 'en-US', { type: 'conjunction' }).format(
    labels,
  );
}

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

  profileUpdated: (
    lang: Language,
    name: string,
    details: { fields: readonly ProfileField[]; isReviewed: boolean; accountUrl: string },
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'profile_updated_subject',
      introKey: 'profile_updated_intro',
      action: { key: 'profile_updated_action', url: details.accountUrl },
      noteKey: details.isReviewed ? 'profile_updated_review' : 'profile_updated_not_you',
      params: { fields: fieldList(lang, details.fields), phone: CUSTOMER_CARE.tollFree },
    }),

  passwordChanged: (lang: Language, name: string) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'password_changed_subject',
      introKey: 'password_changed_intro',
      noteKey: 'profile_updated_not_you',
      params: { phone: CUSTOMER_CARE.tollFree },
    }),

  emailChangeConfirm: (lang: Language, name: string, url: string) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'email_change_confirm_subject',
      introKey: 'email_change_confirm_intro',
      action: { key: 'email_change_confirm_action', url },
      params: { hours: EMAIL_CHANGE_LINK_TTL_HOURS },
      showIgnore: true,
    }),

  emailChangeNotice: (lang: Language, name: string, newEmail: string) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'email_change_notice_subject',
      introKey: 'email_change_notice_intro',
      noteKey: 'profile_updated_not_you',
      params: { email: newEmail, phone: CUSTOMER_CARE.tollFree },
    }),

  emailChanged: (lang: Language, name: string, newEmail: string) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'email_changed_subject',
      introKey: 'email_changed_intro',
      noteKey: 'profile_updated_not_you',
      params: { email: newEmail, phone: CUSTOMER_CARE.tollFree },
    }),

  /** Issue 21: the desk rejected a contact-details edit; the details before are back. */
  reviewRejected: (
    lang: Language,
    name: string,
    details: { fields: readonly ProfileField[]; reason: string; accountUrl: string },
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'review_rejected_subject',
      introKey: 'review_rejected_intro',
      action: { key: 'review_rejected_action', url: details.accountUrl },
      noteKey: 'review_rejected_note',
      params: {
        fields: fieldList(lang, details.fields),
        reason: /[.!?]$/.test(details.reason) ? details.reason : `${details.reason}.`,
        phone: CUSTOMER_CARE.tollFree,
      },
    }),
};

import type { Language } from '@mp/contract/constants';
import { deskEmailsEn } from '@mp/contract/desk/emails.en';
import { deskEmailsEs } from '@mp/contract/desk/emails.es';
import { interpolate } from '@mp/contract/i18n/interpolate';
import { CUSTOMER_CARE } from '@mp/contract/profile/constants';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';
import { stayDatesInProse } from '../stays/stays-emails.ts';

const catalogue: EmailCatalogue<keyof typeof deskEmailsEn> = { en: deskEmailsEn, es: deskEmailsEs };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stay as the desk's texts name it. */
export interface StayText {
  request: string;
  number: string;
  hotel: string;
  arriving: string;
  departing: string;
  unit: string;
}

/** The desk's e-mails and message-centre alerts, in the member's language. */
export const deskEmails = {
  declined: (
    lang: Language,
    name: string,
    stay: StayText,
    reason: string,
    reservationsUrl: string,
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'declined_subject',
      introKey: 'declined_intro',
      action: { key: 'declined_action', url: reservationsUrl },
      noteKey: 'declined_note',
      params: {
        number: stay.request,
        hotel: stay.hotel,
        dates: stayDatesInProse(lang, stay.arriving, stay.departing),
        reason,
        phone: CUSTOMER_CARE.tollFree,
      },
    }),

  /** The message centre's alert: a subject and one paragraph of escaped text. */
  alert: (lang: Language, outcome: 'confirmed' | 'declined', stay: StayText, reason = '') => {
    const texts = catalogue[lang];
    const params = {
      ...stay,
      dates: stayDatesInProse(lang, stay.arriving, stay.departing),
      reason,
    };
    const subject = interpolate(texts[`alert_${outcome}_subject`], params);
    const body = interpolate(texts[`alert_${outcome}_body`], params);
    return { subject, html: `<p>${escapeHtml(body)}</p>` };
  },
};

import type { Language } from '@mp/contract/constants';
import { ordersEmailsEn } from '@mp/contract/orders/emails.en';
import { ordersEmailsEs } from '@mp/contract/orders/emails.es';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';

const catalogue: EmailCatalogue<keyof typeof ordersEmailsEn> = {
  en: ordersEmailsEn,
  es: ordersEmailsEs,
};

/** The orders area's e-mails: the refund and its credit note, in the member's language. */
export const ordersEmails = {
  refund: (
    lang: Language,
    name: string,
    details: {
      amount: string;
      reference: string;
      refundReference: string;
      contract: string;
      resort: string;
      card: string;
      lastFour: string;
      creditNote: string;
      historyUrl: string;
    },
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'refund_subject',
      introKey: 'refund_intro',
      action: { key: 'refund_action', url: details.historyUrl },
      noteKey: 'refund_note',
      params: {
        amount: details.amount,
        reference: details.reference,
        refund_reference: details.refundReference,
        contract: details.contract,
        resort: details.resort,
        card: details.card,
        last_four: details.lastFour,
        credit_note: details.creditNote,
      },
    }),
};

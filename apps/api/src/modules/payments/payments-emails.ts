import type { Language } from '@mp/contract/constants';
import { paymentsEmailsEn } from '@mp/contract/payments/emails.en';
import { paymentsEmailsEs } from '@mp/contract/payments/emails.es';
import { type EmailCatalogue, renderEmail } from '../../platform/mail/render.ts';

const catalogue: EmailCatalogue<keyof typeof paymentsEmailsEn> = {
  en: paymentsEmailsEn,
  es: paymentsEmailsEs,
};

/** The payments area's e-mails. */
export const paymentsEmails = {
  receipt: (
    lang: Language,
    name: string,
    details: {
      amount: string;
      contract: string;
      resort: string;
      card: string;
      lastFour: string;
      invoice: string;
      reference: string;
      historyUrl: string;
    },
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: 'receipt_subject',
      introKey: 'receipt_intro',
      action: { key: 'receipt_action', url: details.historyUrl },
      noteKey: 'receipt_note',
      params: {
        amount: details.amount,
        contract: details.contract,
        resort: details.resort,
        card: details.card,
        last_four: details.lastFour,
        invoice: details.invoice,
        reference: details.reference,
      },
    }),
};

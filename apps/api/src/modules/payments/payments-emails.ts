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
  /** Where a payment the member was waiting on stands: held, unconfirmed, declined, refunded. */
  notice: (
    lang: Language,
    name: string,
    kind: 'review' | 'unconfirmed' | 'declined' | 'refund',
    params: NoticeParams & { days: string; paymentsUrl: string },
  ) =>
    renderEmail(catalogue, {
      lang,
      name,
      subjectKey: `${kind}_subject`,
      introKey: `${kind}_intro`,
      ...(kind === 'declined' && {
        action: { key: 'declined_action', url: params.paymentsUrl },
      }),
      ...(kind === 'review' && { noteKey: 'review_note' }),
      ...(kind === 'refund' && { noteKey: 'refund_note' }),
      params,
    }),
  /** To the club: money received that settles nothing, to refund (issue 19 #3). */
  clubRefund: (lang: Language, params: NoticeParams & { user: string; order: string }) =>
    renderEmail(catalogue, {
      lang,
      name: lang === 'es' ? 'equipo de Contabilidad' : 'Accounting team',
      subjectKey: 'club_refund_subject',
      introKey: 'club_refund_intro',
      noteKey: 'refund_note',
      params,
    }),
};

// A type, not an interface: the renderer takes it as a record of texts.
type NoticeParams = {
  amount: string;
  contract: string;
  resort: string;
  reference: string;
  transaction: string;
};

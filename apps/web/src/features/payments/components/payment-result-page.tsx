import { formatMoney, toCents } from '@mp/contract/money/money';
import { ORDER_STATUS } from '@mp/contract/payments/constants';
import { useQuery } from '@tanstack/react-query';
import {
  CircleCheck,
  CircleX,
  CreditCard,
  Hourglass,
  SearchX,
  ShieldCheck,
  TriangleAlert,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/client';
import { useLanguage } from '@/i18n/use-language';
import { notify } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { DocumentTitle } from '@/ui/document-title';
import page from '@/ui/page.module.css';
import { Skeleton } from '@/ui/skeleton';
import { downloadInvoice, paymentStatusQueryOptions } from '../api/payments-queries';
import { CancelPaymentButton, holdTime } from './open-payments';
import styles from './payment-result-page.module.css';

/**
 * Spec §2: the failure and cancelled pages show a base64 message decoded. It is read as UTF-8
 * text and shown as text, never HTML; anything malformed or empty gives the generic message.
 */
export function decodeResultMessage(encoded: string | undefined): string | null {
  if (!encoded) return null;
  try {
    const normalised = encoded.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(normalised);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
    // Control characters mean it was not a message.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point of the check
    if (!text || text.length > 500 || /[\u0000-\u0008\u000e-\u001f]/.test(text)) return null;
    return text;
  } catch {
    return null;
  }
}

type Result =
  | { kind: 'success'; orderId: number | null }
  | { kind: 'fail' | 'cancelled'; message: string | undefined }
  | { kind: 'tokenization' };

type Tone = 'good' | 'wait' | 'bad';
const ICONS = {
  good: CircleCheck,
  wait: Hourglass,
  bad: CircleX,
  card: CreditCard,
  review: ShieldCheck,
  missing: SearchX,
  error: TriangleAlert,
} as const;

/**
 * money-and-stays §2 "Success, failure and tokenization pages". The success page is where the
 * provider sends the member back with an order id: it shows what that order of theirs really is
 * (decision "Payment result pages"), never a thank-you for an id it cannot confirm.
 */
export function PaymentResultPage(props: Result) {
  const { t } = useTranslation('payments');
  if (props.kind === 'success') return <OrderResult orderId={props.orderId} />;
  if (props.kind === 'tokenization') {
    return (
      <ResultCard
        tone="good"
        icon="card"
        title={t('result.tokenizationTitle')}
        text={t('result.tokenizationText')}
      />
    );
  }
  const text =
    decodeResultMessage(props.message) ??
    (props.kind === 'fail' ? t('result.genericMessage') : t('result.cancelledMessage'));
  return (
    <ResultCard
      tone="bad"
      icon="bad"
      title={props.kind === 'fail' ? t('result.failTitle') : t('result.cancelledTitle')}
      text={text}
    />
  );
}

function OrderResult({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const order = useQuery({
    ...paymentStatusQueryOptions(orderId ?? 0),
    enabled: orderId !== null,
  });
  const [isDownloading, setIsDownloading] = useState(false);

  // Not a number, another member's order or none at all: the same answer, never a thank-you.
  if (
    orderId === null ||
    (order.isError && isApiError(order.error) && order.error.status === 404)
  ) {
    return (
      <ResultCard
        tone="bad"
        icon="missing"
        title={t('result.notFoundTitle')}
        text={t('result.notFoundText')}
      />
    );
  }
  if (order.isError) {
    return (
      <ResultCard
        tone="bad"
        icon="error"
        title={t('result.loadErrorTitle')}
        text={t('result.loadErrorText')}
        action={
          <Button onClick={() => order.refetch()} isLoading={order.isFetching}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (order.isPending) {
    return (
      <div className={page.centered}>
        <Card className={page.centeredCard} aria-busy="true">
          <div className={styles.result}>
            <Skeleton width={72} height={72} />
            <p className={styles.title}>{t('result.checking')}</p>
            <Skeleton width="80%" height={18} />
          </div>
        </Card>
      </div>
    );
  }

  const payment = order.data;
  const amount = formatMoney(toCents(payment.amount), payment.currency, language);
  async function download(id: number) {
    setIsDownloading(true);
    try {
      await downloadInvoice(id);
    } catch {
      notify('error', t('history.downloadFailed'));
    } finally {
      setIsDownloading(false);
    }
  }

  switch (payment.status) {
    case ORDER_STATUS.paid:
    case ORDER_STATUS.settled:
      return (
        <ResultCard
          tone="good"
          icon="good"
          title={t('result.successTitle')}
          text={t('result.paidText', { amount })}
          action={
            <Button onClick={() => download(payment.id)} isLoading={isDownloading}>
              {t('result.downloadInvoice')}
            </Button>
          }
        />
      );
    case ORDER_STATUS.review:
      return (
        <ResultCard
          tone="wait"
          icon="review"
          title={t('result.reviewTitle')}
          text={t('result.reviewText', { amount })}
        />
      );
    case ORDER_STATUS.unconfirmed:
      return (
        <ResultCard
          tone="wait"
          icon="wait"
          title={t('result.unconfirmedTitle')}
          text={t('result.unconfirmedText', { amount })}
          isLive
        />
      );
    case ORDER_STATUS.pending:
      return (
        <ResultCard
          tone="wait"
          icon="wait"
          title={t('result.pendingTitle')}
          text={t('result.pendingText', {
            amount,
            time: payment.hold_until ? holdTime(payment.hold_until, language) : '',
          })}
          isLive
          action={
            payment.can_cancel ? (
              <CancelPaymentButton payment={payment} amount={amount} size="medium" />
            ) : null
          }
        />
      );
    case ORDER_STATUS.refund_due:
      return (
        <ResultCard
          tone="wait"
          icon="wait"
          title={t('result.refundTitle')}
          text={t('result.refundText', { amount })}
        />
      );
    default:
      // 4 declined, 5 cancelled: nothing was charged.
      return (
        <ResultCard
          tone="bad"
          icon="bad"
          title={
            payment.status === ORDER_STATUS.cancelled
              ? t('result.cancelledTitle')
              : t('result.failTitle')
          }
          text={t('result.notCompletedText', { amount })}
        />
      );
  }
}

function ResultCard({
  tone,
  icon,
  title,
  text,
  action,
  isLive = false,
}: {
  tone: Tone;
  icon: keyof typeof ICONS;
  title: string;
  text: string;
  action?: React.ReactNode;
  /** The outcome may still change while the member looks: say it when it does. */
  isLive?: boolean;
}) {
  const { t } = useTranslation('payments');
  const Icon = ICONS[icon];
  return (
    <div className={page.centered}>
      <DocumentTitle>{title}</DocumentTitle>
      <Card className={page.centeredCard}>
        <div className={styles.result} data-tone={tone} aria-live={isLive ? 'polite' : undefined}>
          <span className={styles.icon}>
            <Icon size={40} aria-hidden="true" />
          </span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>
            {action}
            <Link
              className={buttonClassName(action ? 'secondary' : 'primary')}
              to={paths.myPayments}
            >
              {t('result.backToPayments')}
            </Link>
          </div>
        </div>
      </Card>
    </div>
  );
}

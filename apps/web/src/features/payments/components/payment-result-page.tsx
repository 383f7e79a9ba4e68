import { CircleCheck, CircleX, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import page from '@/ui/page.module.css';
import { downloadInvoice } from '../api/payments-queries';
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

/** money-and-stays §2 "Success, failure and tokenization pages". */
export function PaymentResultPage(props: Result) {
  const { t } = useTranslation('payments');
  const [isDownloading, setIsDownloading] = useState(false);
  const isGood = props.kind === 'success' || props.kind === 'tokenization';
  const title =
    props.kind === 'success'
      ? t('result.successTitle')
      : props.kind === 'tokenization'
        ? t('result.tokenizationTitle')
        : props.kind === 'fail'
          ? t('result.failTitle')
          : t('result.cancelledTitle');
  const text =
    props.kind === 'success'
      ? t('result.successText')
      : props.kind === 'tokenization'
        ? t('result.tokenizationText')
        : (decodeResultMessage(props.message) ??
          (props.kind === 'fail' ? t('result.genericMessage') : t('result.cancelledMessage')));
  const orderId = props.kind === 'success' ? props.orderId : null;

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

  const Icon = props.kind === 'tokenization' ? CreditCard : isGood ? CircleCheck : CircleX;
  return (
    <div className={page.centered}>
      <Card className={page.centeredCard}>
        <div className={styles.result} data-good={isGood}>
          <span className={styles.icon}>
            <Icon size={40} aria-hidden="true" />
          </span>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>
            {orderId !== null && (
              <Button onClick={() => download(orderId)} isLoading={isDownloading}>
                {t('result.downloadInvoice')}
              </Button>
            )}
            <Link
              className={buttonClassName(orderId !== null ? 'secondary' : 'primary')}
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

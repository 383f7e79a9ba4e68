import { formatMoney, toCents } from '@mp/contract/money/money';
import { formatHistoryDate, paymentHistory } from '@mp/contract/payments/rules/history';
import type { ContractPayment } from '@mp/contract/payments/schemas';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { notify } from '@/lib/notifications';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { downloadInvoice, userContractsQueryOptions } from '../api/payments-queries';
import { LoadError } from './load-error';
import styles from './payment-history-page.module.css';

/**
 * money-and-stays §2 "Payment history": an accordion per contract that is not cancelled, with the
 * paid payments of the last 730 days, newest first, each with its invoice.
 */
export function PaymentHistoryPage() {
  const { t } = useTranslation('payments');
  const contracts = useQuery(userContractsQueryOptions());
  const entries = contracts.data ? paymentHistory(contracts.data.data, new Date()) : [];

  return (
    <div className={page.page}>
      <PageHeader title={t('history.title')} subtitle={t('history.subtitle')} />
      <div className={page.body}>
        <div className={page.narrow}>
          {contracts.isPending ? (
            <div className={styles.stack} aria-busy="true">
              {[0, 1, 2].map((row) => (
                <Card key={row}>
                  <Skeleton width="55%" height={20} />
                </Card>
              ))}
            </div>
          ) : contracts.isError ? (
            <LoadError onRetry={() => contracts.refetch()} isRetrying={contracts.isFetching} />
          ) : entries.length === 0 ? (
            <Card>
              <EmptyState
                icon={<Receipt size={28} aria-hidden="true" />}
                title={t('history.emptyTitle')}
                text={t('history.emptyText')}
              />
            </Card>
          ) : (
            <div className={styles.stack}>
              {entries.map(({ contract, payments }, index) => (
                <details key={contract.contract_id} className={styles.accordion} open={index === 0}>
                  <summary className={styles.summary}>
                    <span className={styles.summaryText}>
                      <span className={styles.resort}>{contract.resort}</span>
                      <span className={styles.meta}>
                        <span className={styles.nowrap}>{contract.contract_number}</span> ·{' '}
                        {t('history.count', { count: payments.length })}
                      </span>
                    </span>
                    <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
                  </summary>
                  {payments.length === 0 ? (
                    <p className={styles.none}>{t('history.none')}</p>
                  ) : (
                    <PaymentsTable payments={payments} />
                  )}
                </details>
              ))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

function PaymentsTable({ payments }: { payments: ContractPayment[] }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const [downloading, setDownloading] = useState<number | null>(null);

  async function download(id: number) {
    setDownloading(id);
    try {
      await downloadInvoice(id);
    } catch {
      notify('error', t('history.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('history.type')}</th>
          <th scope="col">{t('history.date')}</th>
          <th scope="col" className={styles.numeric}>
            {t('history.amount')}
          </th>
          <th scope="col">{t('history.card')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('history.invoice')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => {
          const date = formatHistoryDate(payment.created_at, language);
          // A refund (issue 22): a negative amount; its download is its credit note.
          const isRefund = payment.amount < 0;
          const type = t(`types.${payment.payment_type}`);
          const downloadLabel = isRefund
            ? t('history.downloadCreditNote', { date })
            : t('history.download', { date });
          return (
            <tr key={payment.id}>
              <td data-label={t('history.type')}>
                {isRefund ? t('history.refund', { type }) : type}
              </td>
              <td data-label={t('history.date')} className={styles.date}>
                {date}
              </td>
              <td data-label={t('history.amount')} className={styles.numeric}>
                {formatMoney(toCents(payment.amount), payment.currency, language)}
              </td>
              <td data-label={t('history.card')} className={styles.nowrap}>
                {payment.last_four ? t('history.cardEnding', { lastFour: payment.last_four }) : '-'}
              </td>
              <td className={styles.action}>
                <button
                  type="button"
                  className={styles.download}
                  onClick={() => download(payment.id)}
                  disabled={downloading === payment.id}
                  aria-label={downloadLabel}
                  title={downloadLabel}
                >
                  <Download size={18} aria-hidden="true" />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import { formatDayMonthYear } from '@mp/contract/i18n/dates';
import { formatMoney, toCents } from '@mp/contract/money/money';
import type { UserContract } from '@mp/contract/payments/schemas';
import { currencyOf, isVisibleContract } from '@mp/contract/profile/contracts';
import { clubToday } from '@mp/contract/rules/club-date';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, FileText, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { paths } from '@/lib/paths';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Modal } from '@/ui/modal';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { userContractsQueryOptions } from '../api/payments-queries';
import { ContractStatus } from './contract-status';
import styles from './contracts-page.module.css';
import { LoadError } from './load-error';

/**
 * money-and-stays §2 "Contracts page": every contract but the cancelled ones, resort and number per
 * row; a row opens the details dialog with the usage fee of next year and a way to the payments.
 */
export function ContractsPage() {
  const { t } = useTranslation('payments');
  const contracts = useQuery(userContractsQueryOptions());
  const [openId, setOpenId] = useState<number | null>(null);
  const list = contracts.data?.data.filter(isVisibleContract) ?? [];
  const open = list.find((c) => c.contract_id === openId);

  return (
    <div className={page.page}>
      <PageHeader title={t('contracts.title')} subtitle={t('contracts.subtitle')} />
      <div className={page.body}>
        <div className={page.narrow}>
          {contracts.isPending ? (
            <Card isFlush aria-busy="true">
              {[0, 1, 2].map((row) => (
                <div key={row} className={styles.row}>
                  <Skeleton width="60%" height={18} />
                </div>
              ))}
            </Card>
          ) : contracts.isError ? (
            <LoadError onRetry={() => contracts.refetch()} isRetrying={contracts.isFetching} />
          ) : list.length === 0 ? (
            <Card>
              <EmptyState
                icon={<FileText size={28} aria-hidden="true" />}
                title={t('contracts.emptyTitle')}
                text={t('contracts.emptyText')}
              />
            </Card>
          ) : (
            <Card isFlush as="section" aria-label={t('contracts.title')}>
              <ul className={styles.list}>
                {list.map((contract) => (
                  <li key={contract.contract_id}>
                    <button
                      type="button"
                      className={styles.row}
                      onClick={() => setOpenId(contract.contract_id)}
                      aria-label={t('contracts.open', { number: contract.contract_number })}
                    >
                      <span className={styles.rowText}>
                        <span className={styles.resort}>{contract.resort}</span>
                        <span className={styles.number}>{contract.contract_number}</span>
                      </span>
                      <ContractStatus status={contract.contract_status} />
                      <ChevronRight size={20} aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </div>
      </div>
      {open && <ContractDialog contract={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function ContractDialog({ contract, onClose }: { contract: UserContract; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const currency = currencyOf(contract.currency_id);
  // Spec §9: the usage fee of the next calendar year, the club's (issue 19 #13: one "today").
  const nextYear = Number(clubToday(new Date()).slice(0, 4)) + 1;
  const facts: [string, string][] = [
    [t('contracts.resort'), contract.resort],
    [t('contracts.status'), t(`statuses.${contract.contract_status}`).toUpperCase()],
    [t('contracts.number'), contract.contract_number],
    [
      t('contracts.usageFee', { year: nextYear }),
      formatMoney(toCents(contract.maintenance_fee), currency, language),
    ],
    [t('contracts.roomType'), contract.room_type],
    [
      t('contracts.purchaseDate'),
      formatDayMonthYear(new Date(contract.contract_date * 1000), language),
    ],
  ];
  return (
    <Modal
      isOpen
      title={t('contracts.detailsTitle', { number: contract.contract_number })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('contracts.close')}
          </Button>
          <Link
            className={buttonClassName('primary')}
            to={paths.myPayments}
            state={{ contract_id: contract.contract_id }}
          >
            {t('contracts.managePayments')}
          </Link>
        </>
      }
    >
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {contract.contract_status === 'Blocked' && (
        <p className={styles.hint}>
          <TriangleAlert size={18} aria-hidden="true" />
          {t('contracts.blockedHint')}
        </p>
      )}
    </Modal>
  );
}

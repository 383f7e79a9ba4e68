import {
  contractCarouselOrder,
  initialActiveContract,
  truncateContractText,
} from '@mp/contract/profile/contracts';
import type { ContractSummary } from '@mp/contract/profile/schemas';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '@/ui/cx';
import styles from './my-account-page.module.css';

/**
 * money-and-stays §5 contract carousel: with 1 to 3 contracts, buttons and arrows cycle the
 * active one (with 3 the middle is active and the list turns); with more, or on a phone, the
 * buttons scroll sideways. The active contract drives the week totals.
 */
export function ContractWeeks({ contracts }: { contracts: readonly ContractSummary[] }) {
  const { t } = useTranslation('account');
  const [active, setActive] = useState(() => initialActiveContract(contracts.length));
  const contract = contracts[active];
  if (!contract) return null;
  const count = contracts.length;
  const order = count <= 3 ? contractCarouselOrder(count, active) : contracts.map((_, i) => i);
  const step = (delta: number) => setActive((index) => (index + delta + count) % count);

  return (
    <div className={styles.weeks}>
      {count > 1 && (
        <div className={styles.switcher}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('myAccount.previous')}
            onClick={() => step(-1)}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <ul className={styles.contracts} aria-label={t('myAccount.contractsLabel')}>
            {order.map((index) => {
              const item = contracts[index];
              if (!item) return null;
              return (
                <li key={item.contract_id}>
                  <button
                    type="button"
                    className={cx(styles.contract, index === active && styles.active)}
                    aria-pressed={index === active}
                    title={`${item.resort} · ${item.contract_number}`}
                    onClick={() => setActive(index)}
                  >
                    <span className={styles.contractNumber}>{item.contract_number}</span>
                    <span className={styles.contractResort}>
                      {truncateContractText(item.resort)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('myAccount.next')}
            onClick={() => step(1)}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      )}
      <div className={styles.activeContract} aria-live="polite">
        <p className={styles.activeTitle}>
          <strong>{contract.contract_number}</strong> · {contract.resort}
        </p>
        <p className={styles.muted}>
          {t('myAccount.contractStatus', {
            status: t(`myAccount.statuses.${contract.contract_status}`),
          })}
        </p>
        <dl className={styles.totals}>
          <div>
            <dt>{t('myAccount.totalWeeks')}</dt>
            <dd>{contract.total_weeks}</dd>
          </div>
          <div>
            <dt>{t('myAccount.usedWeeks')}</dt>
            <dd>{contract.used_weeks}</dd>
          </div>
          <div className={styles.available}>
            <dt>{t('myAccount.availableWeeks')}</dt>
            <dd>{contract.weeks_available}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

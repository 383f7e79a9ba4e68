import type { ContractStatus as Status } from '@mp/contract/profile/constants';
import { useTranslation } from 'react-i18next';
import styles from './contract-status.module.css';

/** A contract's status in upper case (spec §3), coloured by what it means for the member. */
export function ContractStatus({ status }: { status: Status }) {
  const { t } = useTranslation('payments');
  return (
    <span className={styles.status} data-status={status}>
      {t(`statuses.${status}`).toUpperCase()}
    </span>
  );
}

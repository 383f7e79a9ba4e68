import { ACCOUNTING_PHONES } from '@mp/contract/payments/constants';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import styles from './accounting-contact.module.css';

/** Spec §4: the two regional numbers of the club's Accounting team, as links that call. */
export function AccountingPhones() {
  const { t } = useTranslation('payments');
  return (
    <ul className={styles.phones}>
      {ACCOUNTING_PHONES.map((phone) => (
        <li key={phone.region}>
          {t(`method.regions.${phone.region}`)}:{' '}
          <a className={styles.number} href={`tel:${phone.number.replace(/\s/g, '')}`}>
            {phone.number}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §4 "Monthly modes": a month the club closed for online payment (available_for_payment 0)
 * opens a dialog telling the member to contact Accounting, with both numbers.
 */
export function AccountingDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      isOpen={isOpen}
      title={t('method.accountingTitle')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('contracts.close')}</Button>}
    >
      <p>{t('method.accountingText')}</p>
      <AccountingPhones />
    </Modal>
  );
}

/**
 * In place of a Pay button when what is due now was closed by the club (spec §4: such months go
 * through Accounting, in every mode): why, and the numbers to call.
 */
export function AccountingNotice({ text }: { text: string }) {
  return (
    <div className={styles.notice} role="note">
      <Phone size={18} aria-hidden="true" className={styles.icon} />
      <div>
        <p className={styles.text}>{text}</p>
        <AccountingPhones />
      </div>
    </div>
  );
}

import type { Language } from '@mp/contract/constants';
import { intlLocale } from '@mp/contract/i18n/dates';
import { formatMoney, toCents } from '@mp/contract/money/money';
import { ORDER_STATUS } from '@mp/contract/payments/constants';
import type { OpenPayment, UserContract } from '@mp/contract/payments/schemas';
import { Clock, Hourglass, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf, notify } from '@/lib/notifications';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { useCancelPayment } from '../api/payments-queries';
import styles from './open-payments.module.css';

/** What a payment still waiting for its outcome means for the member (decision "Payments in progress"). */
export type OpenKind = 'pending' | 'review' | 'unconfirmed';
export function openKind(status: number): OpenKind {
  if (status === ORDER_STATUS.review) return 'review';
  if (status === ORDER_STATUS.unconfirmed) return 'unconfirmed';
  return 'pending';
}

/**
 * The open payment holding each due item of the contract: those items stay in payment_types but
 * must not be offered for payment until it is settled (issue 19 #6, #8, #16).
 */
export function heldItems(contract: Pick<UserContract, 'open_payments'>): Map<number, OpenPayment> {
  const held = new Map<number, OpenPayment>();
  for (const payment of contract.open_payments) {
    for (const id of payment.due_item_ids) held.set(id, payment);
  }
  return held;
}

/** The time of day a hold ends, on the member's own clock ("15:42", "3:42 PM"). */
export function holdTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "Under review", "Confirming with your bank", "Payment in progress — held until 15:42". */
export function useOpenPaymentText() {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  return {
    title: (payment: Pick<OpenPayment, 'status' | 'hold_until'>) => {
      const kind = openKind(payment.status);
      if (kind !== 'pending') return t(`open.${kind}`);
      return payment.hold_until
        ? t('open.pendingUntil', { time: holdTime(payment.hold_until, language) })
        : t('open.pending');
    },
    /** A tag's few words: "In progress", "Under review", "Confirming with your bank". */
    short: (payment: Pick<OpenPayment, 'status'>) => {
      const kind = openKind(payment.status);
      return kind === 'pending' ? t('open.pendingShort') : t(`open.${kind}`);
    },
    text: (payment: Pick<OpenPayment, 'status' | 'hold_until'>) => {
      const kind = openKind(payment.status);
      if (kind !== 'pending') return t(`open.${kind}Text`);
      return payment.hold_until
        ? t('open.pendingText', { time: holdTime(payment.hold_until, language) })
        : t('open.pendingTextNoTime');
    },
  };
}

const ICONS = { pending: Clock, review: ShieldCheck, unconfirmed: Hourglass } as const;

/**
 * The contract's payments still waiting for their outcome, above its payment types: held for
 * review, being confirmed with the provider, or a hosted checkout not finished (with the time its
 * items free up and a way to give it up now).
 */
export function OpenPayments({ contract }: { contract: UserContract }) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const text = useOpenPaymentText();
  if (contract.open_payments.length === 0) return null;
  return (
    <section aria-labelledby="open-payments-heading" className={styles.open}>
      <h3 id="open-payments-heading" className={styles.heading}>
        {t('open.heading')}
      </h3>
      <ul className={styles.list}>
        {contract.open_payments.map((payment) => {
          const kind = openKind(payment.status);
          const Icon = ICONS[kind];
          const amount = formatMoney(toCents(payment.amount), payment.currency, language);
          return (
            <li key={payment.id} className={styles.payment} data-kind={kind}>
              <Icon size={22} aria-hidden="true" className={styles.icon} />
              <div className={styles.body}>
                <p className={styles.title}>{text.title(payment)}</p>
                <p className={styles.what}>
                  {t(`types.${payment.payment_type}`)} ·{' '}
                  <span className={styles.amount}>{amount}</span>
                </p>
                <p className={styles.text}>{text.text(payment)}</p>
              </div>
              {payment.can_cancel && <CancelPaymentButton payment={payment} amount={amount} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * "Cancel this payment": after a confirmation, gives up the unfinished hosted checkout so its
 * items can be paid again at once; the contracts are refreshed whatever the answer.
 */
export function CancelPaymentButton({
  payment,
  amount,
  size = 'small',
  onCancelled,
}: {
  payment: Pick<OpenPayment, 'id'>;
  amount: string;
  size?: 'small' | 'medium';
  onCancelled?: () => void;
}) {
  const { t } = useTranslation('payments');
  const cancel = useCancelPayment();
  const [isConfirming, setIsConfirming] = useState(false);

  async function onConfirm() {
    try {
      await cancel.mutateAsync(payment.id);
      notify('success', t('open.cancelled'));
      setIsConfirming(false);
      onCancelled?.();
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : t('open.cancelFailed'));
      setIsConfirming(false);
    }
  }

  return (
    <>
      <Button variant="secondary" size={size} onClick={() => setIsConfirming(true)}>
        {t('open.cancel')}
      </Button>
      <Modal
        isOpen={isConfirming}
        title={t('open.cancelTitle')}
        onClose={() => setIsConfirming(false)}
        actions={
          <>
            <Button
              variant="ghost"
              onClick={() => setIsConfirming(false)}
              disabled={cancel.isPending}
            >
              {t('open.keep')}
            </Button>
            <Button onClick={onConfirm} isLoading={cancel.isPending}>
              {t('open.cancelConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('open.cancelText', { amount })}</p>
      </Modal>
    </>
  );
}

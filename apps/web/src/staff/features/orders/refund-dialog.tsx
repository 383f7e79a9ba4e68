import { parseTypedAmount, toAmount } from '@mp/contract/money/money';
import { REFUND_REASON_MAX_LENGTH } from '@mp/contract/orders/constants';
import { type OrderDetail, refundBodySchema } from '@mp/contract/orders/schemas';
import { useId, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useLanguage } from '@/i18n/use-language';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { deskStyles } from '@/staff/lib/desk';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import { TextArea } from '@/ui/text-area';
import { TextField } from '@/ui/text-field';
import { useRefundOrder } from './api/orders';
import { money } from './format';
import styles from './orders.module.css';

const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * Refunding: the amount (the whole remainder by default), the reason, and a confirmation. One
 * idempotency key per dialog: submitting again after an error or an answer the portal could not
 * trust (refund_unconfirmed) asks the provider about the same refund, never makes a second one.
 */
export function RefundDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useConsoleText('consoleOrders');
  const language = useLanguage();
  const refund = useRefundOrder();
  const key = useRef(newKey());
  const confirmId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState(false);
  const form = useZodForm(refundBodySchema, {
    defaultValues: {
      amount: order.refundable,
      reason: '',
      idempotency_key: key.current,
    },
  });
  const { register, formState, watch } = form;
  const typed = watch('amount');
  const cents = parseTypedAmount(String(typed ?? ''));
  const shown = cents === null ? '-' : money(toAmount(cents), order.currency, language);
  const submit = useFormSubmit(form, {
    send: async (body) => {
      if (!confirmed) {
        setConfirmError(true);
        return;
      }
      await refund.mutateAsync({ id: order.id, body: { ...body, idempotency_key: key.current } });
      notify('success', 'order_refunded');
      onClose();
    },
  });
  return (
    <Modal isOpen title={t('refund.title', { id: order.id })} onClose={onClose}>
      <form className={deskStyles.form} onSubmit={submit.onSubmit} noValidate>
        <p className={deskStyles.muted}>{t('refund.text')}</p>
        <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
        <TextField
          label={t('refund.amount', { currency: order.currency })}
          hint={t('refund.amountHint', {
            max: money(order.refundable, order.currency, language),
          })}
          inputMode="decimal"
          autoComplete="off"
          errors={fieldErrorKeys(formState.errors.amount as FieldError | undefined)}
          {...register('amount')}
        />
        <TextArea
          label={t('refund.reason')}
          hint={t('refund.reasonHint')}
          rows={3}
          maxLength={REFUND_REASON_MAX_LENGTH}
          errors={fieldErrorKeys(formState.errors.reason)}
          {...register('reason')}
        />
        <div className={styles.checkbox}>
          <input
            id={confirmId}
            type="checkbox"
            checked={confirmed}
            aria-invalid={confirmError && !confirmed}
            aria-describedby={confirmError && !confirmed ? `${confirmId}-error` : undefined}
            onChange={(event) => {
              setConfirmed(event.target.checked);
              setConfirmError(false);
            }}
          />
          <label htmlFor={confirmId}>
            {t('refund.confirm', {
              amount: shown,
              lastFour: order.card?.last_four ?? '-',
            })}
          </label>
        </div>
        {confirmError && !confirmed && (
          <p className={styles.error} id={`${confirmId}-error`} role="alert">
            {t('refund.confirmRequired')}
          </p>
        )}
        <div className={modalStyles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('refund.cancel')}
          </Button>
          <Button type="submit" isLoading={refund.isPending}>
            {t('refund.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

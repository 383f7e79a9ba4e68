import { cvvLength } from '@mp/contract/payments/rules/cards';
import { type CreditCard, cvvFormSchema, type PaymentBody } from '@mp/contract/payments/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import { TextField } from '@/ui/text-field';
import { deviceFingerprintId } from '../api/checkout';
import { usePay } from '../api/payments-queries';
import styles from './payment-method-page.module.css';

/**
 * Spec §4: a saved card asks for its CVV in a dialog (the card type's length), then the order is
 * posted; 201 goes to the success page, anything else shows the server's message here. The CVV
 * goes in that one request and is kept nowhere.
 */
export function CvvModal({
  card,
  amount,
  order,
  onClose,
}: {
  card: CreditCard;
  amount: string;
  order: () => Omit<PaymentBody, 'cvv'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const pay = usePay();
  // One attempt per opening: a second click or a retry of it is the same payment.
  const [attempt] = useState(() => crypto.randomUUID());
  const form = useZodForm(cvvFormSchema, {
    mode: 'onSubmit',
    defaultValues: { cvv: '', card_type: card.card_type },
  });
  const submit = useFormSubmit(form, {
    send: async ({ cvv }) => {
      // The fraud screen's session id goes with a saved card too, as with the hosted checkout.
      const { data } = await pay.mutateAsync({
        body: { ...order(), cvv, device_fingerprint_id: deviceFingerprintId() },
        attempt,
      });
      navigate(`${paths.successPayment}/${data.data.id}`);
    },
  });
  const length = cvvLength(card.card_type);

  return (
    <Modal isOpen title={t('cvv.title')} onClose={onClose}>
      <form className={modalStyles.form} onSubmit={submit.onSubmit} noValidate>
        <p className={styles.muted}>
          {t('cvv.intro', { amount, type: card.card_type, lastFour: card.last_four })}
        </p>
        <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
        <TextField
          label={t('cvv.label')}
          hint={t('cvv.hint', { count: length })}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={length}
          isRequired
          errors={fieldErrorKeys(form.formState.errors.cvv)}
          {...form.register('cvv')}
        />
        <div className={modalStyles.actions}>
          <Button variant="ghost" onClick={onClose} disabled={pay.isPending}>
            {t('cvv.cancel')}
          </Button>
          <Button type="submit" isLoading={pay.isPending}>
            {t('cvv.pay', { amount })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

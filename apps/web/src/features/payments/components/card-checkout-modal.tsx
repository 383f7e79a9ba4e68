import {
  type BillingForm,
  billingFormSchema,
  type CreditCard,
  type PaymentCheckoutBody,
} from '@mp/contract/payments/schemas';
import { billingStateOptions, hasBillingStateList } from '@mp/contract/rules/billing-states';
import { useQueryClient } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '@/components/country-options';
import { useLanguage } from '@/i18n/use-language';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { fieldStyles } from '@/ui/field';
import { Modal, modalStyles } from '@/ui/modal';
import { FormNoticeBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import {
  deviceFingerprintId,
  postToProvider,
  useStartCardCheckout,
  useStartPaymentCheckout,
} from '../api/checkout';
import type { BillingDefaults } from './billing-defaults';
import styles from './card-picker.module.css';

type PaymentOrder = Omit<
  PaymentCheckoutBody,
  keyof BillingForm | 'device_fingerprint_id' | 'card_id'
>;

export type CardCheckoutPurpose =
  | { kind: 'pay'; amount: string; order: () => PaymentOrder }
  | { kind: 'add' }
  | { kind: 'update'; card: CreditCard };

const EMPTY: BillingForm = {
  first_name: '',
  last_name: '',
  address: '',
  city: '',
  state: '',
  country: '',
  post_code: '',
  save_card: true,
  is_default: false,
};

/**
 * The card modal's add mode (spec §4): the billing data first, validated as the server will
 * (`billingFormSchema`), then a confirmation before the browser leaves for the provider's secure
 * page, where the card itself is typed. Used to pay with a new card, to add one and to update a
 * saved one's expiry and billing.
 */
export function CardCheckoutModal({
  purpose,
  billing,
  onClose,
}: {
  purpose: CardCheckoutPurpose;
  /** A new card's form starts from these (the member's profile address); a saved card's from its own. */
  billing?: BillingDefaults;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const [step, setStep] = useState<'billing' | 'confirm'>('billing');
  const payment = useStartPaymentCheckout();
  const card = useStartCardCheckout();
  const [isLeaving, setIsLeaving] = useState(false);
  const queryClient = useQueryClient();
  const saved = purpose.kind === 'update' ? purpose.card : null;
  const form = useZodForm(billingFormSchema, {
    mode: 'onTouched',
    defaultValues: saved
      ? {
          first_name: saved.first_name,
          last_name: saved.last_name,
          address: saved.address,
          city: saved.city,
          state: saved.state,
          country: saved.country,
          post_code: saved.post_code,
          save_card: true,
          is_default: saved.is_default,
        }
      : { ...EMPTY, ...billing, save_card: purpose.kind !== 'pay' || EMPTY.save_card },
  });
  const { register, formState, watch, setValue } = form;
  const errors = formState.errors;
  const country = watch('country');
  const saveCard = watch('save_card');
  const countries = useCountryOptions(language);
  // PAYMENTS.md "Field limits": the provider takes a state code in the US, Canada and Mexico.
  const states = useMemo(
    () =>
      billingStateOptions(country, language).map(({ code, name }) => ({
        value: code,
        label: name,
      })),
    [country, language],
  );

  const submit = useFormSubmit(form, {
    send: async ({ save_card, is_default, ...billing }) => {
      const fingerprint = deviceFingerprintId();
      const checkout =
        purpose.kind === 'pay'
          ? await payment.mutateAsync({
              ...purpose.order(),
              ...billing,
              card_id: -1,
              save_card,
              is_default: save_card && is_default,
              device_fingerprint_id: fingerprint,
            })
          : await card.mutateAsync({
              ...billing,
              ...(saved && { card_id: saved.id }),
              is_default,
              device_fingerprint_id: fingerprint,
            });
      setIsLeaving(true);
      postToProvider(checkout.data, () => {
        setIsLeaving(false);
        submit.setNotice({ type: 'error', message: t('checkout.blocked') });
        // A payment's items are now held by it: the open payments list shows it to cancel.
        void queryClient.invalidateQueries();
      });
    },
  });
  const isSending = payment.isPending || card.isPending || isLeaving;
  const title =
    purpose.kind === 'pay'
      ? t('checkout.payTitle')
      : purpose.kind === 'add'
        ? t('checkout.addTitle')
        : t('checkout.updateTitle', { lastFour: purpose.card.last_four });

  const onSubmit =
    step === 'billing'
      ? form.handleSubmit(() => setStep('confirm'))
      : (event: React.FormEvent<HTMLFormElement>) => {
          // A field the server refused is shown in the form, not behind the confirmation.
          void submit.onSubmit(event).then(() => {
            if (Object.keys(form.formState.errors).length > 0) setStep('billing');
          });
        };

  return (
    <Modal isOpen title={title} onClose={onClose}>
      <form className={modalStyles.form} onSubmit={onSubmit} noValidate>
        <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
        {step === 'billing' ? (
          <>
            <p className={styles.meta}>{t('checkout.billingIntro')}</p>
            <div className={fieldStyles.row}>
              <TextField
                label={t('checkout.firstName')}
                autoComplete="billing given-name"
                isRequired
                errors={fieldErrorKeys(errors.first_name)}
                {...register('first_name')}
              />
              <TextField
                label={t('checkout.lastName')}
                autoComplete="billing family-name"
                isRequired
                errors={fieldErrorKeys(errors.last_name)}
                {...register('last_name')}
              />
            </div>
            <TextField
              label={t('checkout.address')}
              hint={t('checkout.addressHint')}
              autoComplete="billing address-line1"
              isRequired
              errors={fieldErrorKeys(errors.address)}
              {...register('address')}
            />
            <div className={fieldStyles.row}>
              <Select
                label={t('checkout.country')}
                placeholder={t('checkout.countryPlaceholder')}
                options={countries}
                autoComplete="billing country"
                isRequired
                errors={fieldErrorKeys(errors.country)}
                defaultValue={form.getValues('country')}
                {...register('country', { onChange: () => setValue('state', '') })}
              />
              {hasBillingStateList(country) ? (
                <Select
                  key={country}
                  label={t('checkout.state')}
                  placeholder={t('checkout.statePlaceholder')}
                  options={states}
                  autoComplete="billing address-level1"
                  isRequired
                  errors={fieldErrorKeys(errors.state)}
                  defaultValue={form.getValues('state')}
                  {...register('state')}
                />
              ) : (
                <TextField
                  label={t('checkout.state')}
                  autoComplete="billing address-level1"
                  isRequired
                  errors={fieldErrorKeys(errors.state)}
                  {...register('state')}
                />
              )}
            </div>
            <div className={fieldStyles.row}>
              <TextField
                label={t('checkout.city')}
                autoComplete="billing address-level2"
                isRequired
                errors={fieldErrorKeys(errors.city)}
                {...register('city')}
              />
              <TextField
                label={t('checkout.postCode')}
                autoComplete="billing postal-code"
                isRequired
                errors={fieldErrorKeys(errors.post_code)}
                {...register('post_code')}
              />
            </div>
            {purpose.kind === 'pay' && (
              <Checkbox label={t('checkout.saveCard')} {...register('save_card')} />
            )}
            {(purpose.kind !== 'pay' || saveCard) && !saved?.is_default && (
              <Checkbox label={t('checkout.makeDefault')} {...register('is_default')} />
            )}
            <p className={styles.meta}>{t('checkout.ownCardsOnly')}</p>
          </>
        ) : (
          <div className={styles.confirm} role="note">
            <LockKeyhole size={24} aria-hidden="true" />
            <p>
              {purpose.kind === 'pay'
                ? t('checkout.confirmPay', { amount: purpose.amount })
                : t('checkout.confirmCard')}
            </p>
          </div>
        )}
        <div className={modalStyles.actions}>
          <Button
            variant="ghost"
            onClick={step === 'confirm' ? () => setStep('billing') : onClose}
            disabled={isSending}
          >
            {step === 'confirm' ? t('checkout.back') : t('cvv.cancel')}
          </Button>
          <Button type="submit" isLoading={isSending}>
            {step === 'confirm' ? t('checkout.goToProvider') : t('checkout.continue')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

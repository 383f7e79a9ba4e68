import { emailBodySchema } from '@mp/contract/access/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { Button } from '@/ui/button';
import { useDisabledReason } from '@/ui/disabled-reason';
import { FormNoticeBar } from '@/ui/notification-bar';
import { TextField } from '@/ui/text-field';
import styles from './auth-form.module.css';

export interface EmailFormProps {
  label: string;
  submitLabel: string;
  defaultEmail?: string;
  isPending: boolean;
  /** What a valid address does; when it throws, its message shows above the field. */
  onSubmit: (email: string) => Promise<void>;
  /** A back action beside submit. */
  back?: ReactNode;
  /** Why submit is disabled while the address is missing or not valid. */
  whyDisabled: string;
}

/** One e-mail field and a submit that stays disabled until the address is valid (spec §5). */
export function EmailForm({
  label,
  submitLabel,
  defaultEmail = '',
  isPending,
  onSubmit,
  back,
  whyDisabled,
}: EmailFormProps) {
  const { t } = useTranslation('common');
  const form = useZodForm(emailBodySchema, {
    // On change, so submit turns on as soon as the address is right; on blur too, so leaving
    // the field empty says "required".
    mode: 'all',
    defaultValues: { email: defaultEmail },
  });
  const { register, formState } = form;
  const submit = useFormSubmit(form, { send: (values) => onSubmit(values.email) });
  const reason = useDisabledReason(formState.isValid ? undefined : whyDisabled);
  return (
    <form className={styles.form} onSubmit={submit.onSubmit} noValidate>
      <FormNoticeBar notice={submit.notice} onClose={submit.clearNotice} />
      <TextField
        label={label}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
        errors={
          formState.touchedFields.email || formState.isSubmitted
            ? fieldErrorKeys(formState.errors.email)
            : []
        }
        {...register('email')}
      />
      <p className={styles.note}>{t('requiredNote')}</p>
      <div className={styles.actions}>
        {back}
        <Button
          type="submit"
          disabled={!formState.isValid}
          isLoading={isPending || formState.isSubmitting}
          aria-describedby={reason.describedBy}
        >
          {submitLabel}
        </Button>
      </div>
      {reason.note}
    </form>
  );
}

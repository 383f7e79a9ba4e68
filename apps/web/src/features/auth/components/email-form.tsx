import { emailBodySchema } from '@mp/contract/schemas/access';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorKeys, useZodForm } from '@/lib/forms';
import { Button } from '@/ui/button';
import { NotificationBar } from '@/ui/notification-bar';
import { TextField } from '@/ui/text-field';
import styles from './auth-form.module.css';

export interface EmailFormProps {
  label: string;
  submitLabel: string;
  defaultEmail?: string;
  isPending: boolean;
  error: string | readonly string[] | null;
  onDismissError: () => void;
  onSubmit: (email: string) => void;
  /** A back action beside submit. */
  back?: ReactNode;
}

/** One e-mail field and a submit that stays disabled until the address is valid (spec §5). */
export function EmailForm({
  label,
  submitLabel,
  defaultEmail = '',
  isPending,
  error,
  onDismissError,
  onSubmit,
  back,
}: EmailFormProps) {
  const { t } = useTranslation('common');
  const { register, handleSubmit, formState } = useZodForm(emailBodySchema, {
    mode: 'onChange',
    defaultValues: { email: defaultEmail },
  });
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit((values) => onSubmit(values.email))}
      noValidate
    >
      {error && (
        <NotificationBar type="error" message={error} onClose={onDismissError} autoHideMs={0} />
      )}
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
        <Button type="submit" disabled={!formState.isValid} isLoading={isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

import { emailBodySchema } from '@mp/contract/access/schemas';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/client';
import { fieldErrorKeys, useZodForm } from '@/lib/forms';
import { errorMessageOf } from '@/lib/notifications';
import { Button } from '@/ui/button';
import { useDisabledReason } from '@/ui/disabled-reason';
import { NotificationBar } from '@/ui/notification-bar';
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
  const [error, setError] = useState<string | readonly string[] | null>(null);
  const { register, handleSubmit, formState } = useZodForm(emailBodySchema, {
    // On change, so submit turns on as soon as the address is right; on blur too, so leaving
    // the field empty says "required".
    mode: 'all',
    defaultValues: { email: defaultEmail },
  });
  const reason = useDisabledReason(formState.isValid ? undefined : whyDisabled);
  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(async (values) => {
        setError(null);
        try {
          await onSubmit(values.email);
        } catch (failure) {
          setError(isApiError(failure) ? errorMessageOf(failure.display) : 'error_generic');
        }
      })}
      noValidate
    >
      {error && (
        <NotificationBar
          type="error"
          message={error}
          onClose={() => setError(null)}
          autoHideMs={0}
        />
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
        <Button
          type="submit"
          disabled={!formState.isValid}
          isLoading={isPending}
          aria-describedby={reason.describedBy}
        >
          {submitLabel}
        </Button>
      </div>
      {reason.note}
    </form>
  );
}

import { VERIFICATION_CODE_LENGTH } from '@mp/contract/constants';
import { resetBodySchema } from '@mp/contract/schemas/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/client';
import { fieldErrorKeys, useZodForm } from '@/lib/forms';
import { errorMessageOf } from '@/lib/notifications';
import { Button } from '@/ui/button';
import { NotificationBar } from '@/ui/notification-bar';
import { TextField } from '@/ui/text-field';
import { useResetPassword } from '../api/reset-password';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';

/** Verification code and new password; a 204 goes to the success page (spec §4). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [serverMessage, setServerMessage] = useState<string | readonly string[] | null>(null);
  const form = useZodForm(resetBodySchema, {
    defaultValues: { verification_code: '', password: '', password_confirmation: '' },
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isValid } = formState;

  const onSubmit = handleSubmit(async (body) => {
    setServerMessage(null);
    try {
      await reset.mutateAsync({ token, body });
      await navigate('/reset-password/success', { replace: true });
    } catch (error) {
      setServerMessage(isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {serverMessage && (
        <NotificationBar
          type="error"
          message={serverMessage}
          onClose={() => setServerMessage(null)}
          autoHideMs={0}
        />
      )}
      <TextField
        label={t('reset.code')}
        hint={t('reset.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        isRequired
        errors={fieldErrorKeys(errors.verification_code)}
        {...register('verification_code')}
      />
      <NewPasswordFields
        form={form}
        passwordLabel={t('reset.password')}
        confirmationLabel={t('reset.passwordConfirmation')}
      />
      <Button type="submit" isBlock disabled={!isValid} isLoading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}

import { resetBodySchema } from '@mp/contract/schemas/access';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '@/api/client';
import { fieldErrorKeys, useZodForm } from '@/lib/forms';
import { errorMessageOf } from '@/lib/notifications';
import { Button } from '@/ui/button';
import { NotificationBar } from '@/ui/notification-bar';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { useResetPassword } from '../api/reset-password';
import styles from './auth-form.module.css';
import { PASSWORD_RULE_KEYS, PasswordRules } from './password-rules';

/** Verification code and new password; a 204 goes to the success page (spec §4). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [serverMessage, setServerMessage] = useState<string | readonly string[] | null>(null);
  const rulesId = useId();
  const { register, handleSubmit, watch, formState } = useZodForm(resetBodySchema, {
    defaultValues: { verification_code: '', password: '', password_confirmation: '' },
  });
  const { errors, isValid, touchedFields, isSubmitted } = formState;
  const password = watch('password') ?? '';

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
        maxLength={6}
        isRequired
        errors={fieldErrorKeys(errors.verification_code)}
        {...register('verification_code')}
      />
      <PasswordField
        label={t('reset.password')}
        autoComplete="new-password"
        isRequired
        errors={fieldErrorKeys(errors.password).filter((key) => !PASSWORD_RULE_KEYS.has(key))}
        extraDescribedBy={rulesId}
        footer={
          <PasswordRules
            id={rulesId}
            password={password}
            isChecked={Boolean(touchedFields.password) || isSubmitted}
          />
        }
        {...register('password', {
          deps: touchedFields.password_confirmation ? ['password_confirmation'] : [],
        })}
      />
      <PasswordField
        label={t('reset.passwordConfirmation')}
        autoComplete="new-password"
        isRequired
        errors={fieldErrorKeys(errors.password_confirmation)}
        {...register('password_confirmation')}
      />
      <Button type="submit" isBlock disabled={!isValid} isLoading={reset.isPending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}

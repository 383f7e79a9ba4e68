import { VERIFICATION_CODE_LENGTH } from '@mp/contract/access/constants';
import { resetBodySchema } from '@mp/contract/access/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { paths } from '@/lib/paths';
import { Button, buttonClassName } from '@/ui/button';
import { useDisabledReason } from '@/ui/disabled-reason';
import { FormNoticeBar } from '@/ui/notification-bar';
import { TextField } from '@/ui/text-field';
import { useResetPassword } from '../api/reset-password';
import styles from './auth-form.module.css';

const PASSWORD_NAMES = { password: 'password', confirmation: 'password_confirmation' } as const;

/** Verification code and new password; a 204 goes to the success page (spec §4). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const reset = useResetPassword();
  // The link can take no more codes (5 wrong codes, expired, replaced): offer a new code.
  const [isLinkDead, setIsLinkDead] = useState(false);
  const form = useZodForm(resetBodySchema, {
    defaultValues: { verification_code: '', password: '', password_confirmation: '' },
  });
  const { register, formState } = form;
  const { errors, isValid } = formState;
  const whyDisabled = useDisabledReason(isValid ? undefined : t('reset.submitWhy'));

  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (body) => {
      await reset.mutateAsync({ token, body });
      await navigate(paths.resetPasswordSuccess, { replace: true });
    },
    onRefused: (error) => {
      const key = (error.body as { key?: string } | undefined)?.key;
      if (key === 'token_invalid' || key === 'too_many_attempts') setIsLinkDead(true);
      return undefined;
    },
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormNoticeBar notice={notice} onClose={clearNotice} />
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
        names={PASSWORD_NAMES}
        passwordLabel={t('reset.password')}
        confirmationLabel={t('reset.passwordConfirmation')}
      />
      {isLinkDead ? (
        <Link className={buttonClassName('primary', { isBlock: true })} to={paths.forgotPassword}>
          {t('reset.sendNewCode')}
        </Link>
      ) : (
        <>
          <Button
            type="submit"
            isBlock
            disabled={!isValid}
            isLoading={reset.isPending}
            aria-describedby={whyDisabled.describedBy}
          >
            {t('reset.submit')}
          </Button>
          {whyDisabled.note}
        </>
      )}
    </form>
  );
}

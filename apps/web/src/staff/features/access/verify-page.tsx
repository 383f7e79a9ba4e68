import { staffVerifyBodySchema } from '@mp/contract/staff/schemas';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { hasStaffSession } from '@/staff/api/client';
import { loginPath, nextFrom } from '@/staff/lib/paths';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { FormNoticeBar } from '@/ui/notification-bar';
import { TextField } from '@/ui/text-field';
import styles from './access.module.css';
import { AccessHeading } from './access-heading';
import { useVerify } from './api/access';
import { PasskeySignIn } from './passkey-sign-in';

type Mode = 'code' | 'recovery';

function VerifyForm({ mode, onDone }: { mode: Mode; onDone: () => void | Promise<void> }) {
  const { t } = useConsoleText('consoleAccess');
  const verify = useVerify();
  const form = useZodForm(staffVerifyBodySchema, {
    defaultValues: mode === 'code' ? { code: '' } : { recovery_code: '' },
  });
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      await verify.mutateAsync(values);
      await onDone();
    },
  });
  const errors = form.formState.errors;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      {mode === 'code' ? (
        <TextField
          label={t('verify.code')}
          hint={t('enrol.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          isRequired
          errors={fieldErrorKeys(errors.code)}
          {...form.register('code')}
        />
      ) : (
        <TextField
          label={t('verify.recoveryCode')}
          hint={t('verify.recoveryHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          isRequired
          errors={fieldErrorKeys(errors.recovery_code)}
          {...form.register('recovery_code')}
        />
      )}
      <Button type="submit" isBlock isLoading={verify.isPending}>
        {t('verify.submit')}
      </Button>
    </form>
  );
}

/** The second factor at sign-in: the authenticator's code, or one recovery code. */
export function Component() {
  const { t } = useConsoleText('consoleAccess');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('code');
  if (!hasStaffSession())
    return <Navigate to={loginPath(search.get('next') ?? undefined)} replace />;

  const isCode = mode === 'code';
  return (
    <div className={styles.form}>
      <AccessHeading
        eyebrow={t('layout.eyebrow')}
        title={isCode ? t('verify.title') : t('verify.recoveryTitle')}
        subtitle={isCode ? t('verify.subtitle') : t('verify.recoverySubtitle')}
      />
      <PasskeySignIn onDone={() => navigate(nextFrom(`?${search}`), { replace: true })} />
      <VerifyForm
        key={mode}
        mode={mode}
        onDone={() => navigate(nextFrom(`?${search}`), { replace: true })}
      />
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setMode(isCode ? 'recovery' : 'code');
            // The new field is where the person continues.
            window.setTimeout(
              () => document.querySelector<HTMLInputElement>('main input')?.focus(),
              0,
            );
          }}
        >
          {isCode ? t('verify.useRecovery') : t('verify.useApp')}
        </button>
        <Link to={loginPath(search.get('next') ?? undefined)}>{t('verify.startOver')}</Link>
      </div>
    </div>
  );
}

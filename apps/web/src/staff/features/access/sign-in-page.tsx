import { staffSignInBodySchema } from '@mp/contract/staff/schemas';
import { useNavigate, useSearchParams } from 'react-router';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { staffPaths } from '@/staff/lib/paths';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { FormNoticeBar, NotificationBar } from '@/ui/notification-bar';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import styles from './access.module.css';
import { AccessHeading } from './access-heading';
import { useStaffSignIn } from './api/access';

/** The first step: e-mail and password; then the authenticator's enrolment or its code. */
export function Component() {
  const { t } = useConsoleText('consoleAccess');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useStaffSignIn();
  const form = useZodForm(staffSignInBodySchema, { defaultValues: { email: '', password: '' } });
  const { register, formState } = form;
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      const { next } = await signIn.mutateAsync(values);
      // The place to return to travels along the steps.
      const kept = search.get('next');
      const query = kept ? `?${new URLSearchParams({ next: kept })}` : '';
      await navigate(`${next === 'enrol' ? staffPaths.enrol : staffPaths.verify}${query}`);
    },
  });
  const expired = search.get('reason') === 'expired';

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <AccessHeading
        eyebrow={t('layout.eyebrow')}
        title={t('signIn.title')}
        subtitle={t('signIn.subtitle')}
      />
      {expired && !notice && (
        <NotificationBar type="warning" message="staff_session_expired" autoHideMs={0} />
      )}
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <TextField
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        isRequired
        errors={fieldErrorKeys(formState.errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={t('signIn.password')}
        autoComplete="current-password"
        isRequired
        errors={fieldErrorKeys(formState.errors.password)}
        {...register('password')}
      />
      <Button type="submit" isBlock isLoading={signIn.isPending}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}

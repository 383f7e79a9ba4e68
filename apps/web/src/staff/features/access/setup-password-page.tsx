import { staffSetPasswordBodySchema } from '@mp/contract/staff/schemas';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { NewPasswordFields } from '@/components/new-password-fields';
import { useFormSubmit, useZodForm } from '@/lib/forms';
import { notify } from '@/lib/notifications';
import { staffPaths } from '@/staff/lib/paths';
import { useConsoleText } from '@/staff/lib/texts';
import { Button, buttonClassName } from '@/ui/button';
import { FormNoticeBar, NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import styles from './access.module.css';
import { AccessHeading } from './access-heading';
import { setupLinkQuery, useSetPassword } from './api/access';

function SetPasswordForm({ token }: { token: string }) {
  const { t } = useConsoleText('consoleAccess');
  const navigate = useNavigate();
  const setPassword = useSetPassword(token);
  const form = useZodForm(staffSetPasswordBodySchema, {
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      await setPassword.mutateAsync(values);
      notify('success', 'staff_password_set');
      await navigate(staffPaths.login, { replace: true });
    },
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <NewPasswordFields
        form={form}
        names={{ password: 'password', confirmation: 'password_confirmation' }}
        passwordLabel={t('setup.password')}
        confirmationLabel={t('setup.confirmation')}
      />
      <Button type="submit" isBlock isLoading={setPassword.isPending}>
        {t('setup.submit')}
      </Button>
    </form>
  );
}

/** /staff/setup/:token: an invitation's (or the first admin's) link to set the password. */
export function Component() {
  const { t } = useConsoleText('consoleAccess');
  const { token = '' } = useParams();
  const link = useQuery(setupLinkQuery(token));

  if (link.isError) {
    return (
      <div className={styles.form}>
        <AccessHeading
          eyebrow={t('layout.eyebrow')}
          title={t('setup.invalidTitle')}
          subtitle={t('setup.invalidText')}
        />
        <NotificationBar type="error" message="staff_setup_link_invalid" autoHideMs={0} />
        <Link to={staffPaths.login} className={buttonClassName('primary', { isBlock: true })}>
          {t('setup.toSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.form} aria-busy={link.isPending || undefined}>
      <AccessHeading
        eyebrow={t('layout.eyebrow')}
        title={t('setup.title')}
        subtitle={link.data ? t('setup.subtitle', link.data) : undefined}
      />
      {link.data ? (
        <SetPasswordForm token={token} />
      ) : (
        <>
          <Skeleton height={20} />
          <Skeleton height={48} />
          <Skeleton height={48} />
        </>
      )}
    </div>
  );
}

import { staffCompleteEnrolmentBodySchema } from '@mp/contract/staff/schemas';
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useMemo } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { fieldErrorKeys, useFormSubmit, useZodForm } from '@/lib/forms';
import { errorMessageOf } from '@/lib/notifications';
import { hasStaffSession, isApiError } from '@/staff/api/client';
import { loginPath, staffPaths } from '@/staff/lib/paths';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { FormNoticeBar, NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { TextField } from '@/ui/text-field';
import styles from './access.module.css';
import { AccessHeading } from './access-heading';
import { enrolmentQuery, useCompleteEnrolment } from './api/access';
import { useCopy } from './use-copy';

/** The secret in groups of four, for reading aloud or typing (`JBSW Y3DP EHPK 3PXP`). */
export function groupSecret(secret: string) {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The server's SVG as an image: a data: URL (the CSP's img-src allows data:, scripts never run). */
function qrImage(svg: string) {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function EnrolmentForm({ onDone }: { onDone: () => void | Promise<void> }) {
  const { t } = useConsoleText('consoleAccess');
  const complete = useCompleteEnrolment();
  const form = useZodForm(staffCompleteEnrolmentBodySchema, { defaultValues: { code: '' } });
  const { onSubmit, notice, clearNotice } = useFormSubmit(form, {
    send: async (values) => {
      await complete.mutateAsync(values);
      await onDone();
    },
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormNoticeBar notice={notice} onClose={clearNotice} />
      <TextField
        label={t('enrol.code')}
        hint={t('enrol.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        isRequired
        errors={fieldErrorKeys(form.formState.errors.code)}
        {...form.register('code')}
      />
      <Button type="submit" isBlock isLoading={complete.isPending}>
        {t('enrol.submit')}
      </Button>
    </form>
  );
}

/** The authenticator's enrolment (first sign-in): QR code, the key in text, then a code. */
export function Component() {
  const { t } = useConsoleText('consoleAccess');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const canEnrol = hasStaffSession();
  const enrolment = useQuery({ ...enrolmentQuery, enabled: canEnrol });
  const { copied, copy } = useCopy();
  const image = useMemo(
    () => (enrolment.data ? qrImage(enrolment.data.qr_svg) : null),
    [enrolment.data],
  );
  // After a reload the CSRF token (in memory only) is gone: the steps start again.
  if (!canEnrol) return <Navigate to={loginPath(search.get('next') ?? undefined)} replace />;

  const kept = search.toString();
  const error = enrolment.error;
  return (
    <div className={styles.form}>
      <AccessHeading
        eyebrow={t('layout.eyebrow')}
        title={t('enrol.title')}
        subtitle={t('enrol.subtitle')}
      />
      {isApiError(error) && error.status === 409 ? (
        <>
          <NotificationBar type="warning" message={t('enrol.alreadyEnrolled')} autoHideMs={0} />
          <Link to={`${staffPaths.verify}${kept ? `?${kept}` : ''}`}>{t('verify.title')}</Link>
        </>
      ) : error ? (
        <NotificationBar
          type="error"
          message={isApiError(error) ? errorMessageOf(error.display) : t('enrol.loadFailed')}
          autoHideMs={0}
        />
      ) : (
        <>
          <ol className={styles.steps}>
            <li>{t('enrol.step1')}</li>
            <li>{t('enrol.step2')}</li>
            <li>{t('enrol.step3')}</li>
          </ol>
          <div className={styles.qrRow} aria-busy={enrolment.isPending || undefined}>
            {image ? (
              <img
                className={styles.qr}
                src={image}
                alt={t('enrol.qrAlt')}
                width={184}
                height={184}
              />
            ) : (
              <Skeleton width={184} height={184} className={styles.qr} />
            )}
            <div className={styles.secret}>
              <span className={styles.secretLabel}>{t('enrol.secret')}</span>
              {enrolment.data ? (
                <code className={styles.secretValue}>{groupSecret(enrolment.data.secret)}</code>
              ) : (
                <Skeleton height={48} />
              )}
              <span className={styles.secretHint}>{t('enrol.secretHint')}</span>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  size="small"
                  icon={<Copy size={16} aria-hidden="true" />}
                  aria-label={t('enrol.copySecretOf')}
                  disabled={!enrolment.data}
                  onClick={() => enrolment.data && copy(enrolment.data.secret)}
                >
                  {t('enrol.copySecret')}
                </Button>
              </div>
              <p className={styles.status} role="status">
                {copied ? t('enrol.copied') : ''}
              </p>
            </div>
          </div>
          <EnrolmentForm
            onDone={() => navigate(`${staffPaths.recoveryCodes}${kept ? `?${kept}` : ''}`)}
          />
        </>
      )}
    </div>
  );
}

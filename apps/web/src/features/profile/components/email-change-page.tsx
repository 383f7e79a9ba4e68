import { MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '@/api/client';
import successUrl from '@/assets/brand/success.svg';
import { errorMessageOf } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { DocumentTitle } from '@/ui/document-title';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import page from '@/ui/page.module.css';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import styles from './email-change-page.module.css';

/**
 * The link e-mailed to a new address (decision "E-mail change"): opening it makes the change,
 * signed in or not, and says which address to log in with from now on.
 */
export function EmailChangePage() {
  const { t } = useTranslation('account');
  const { isSignedIn } = useSession();
  const { id = '', hash = '' } = useParams();
  const [search] = useSearchParams();
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  // StrictMode runs effects twice in development; one request is enough.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate({
      id,
      hash,
      expires: search.get('expires') ?? '',
      signature: search.get('signature') ?? '',
    });
  }, [id, hash, search, mutate]);

  const next = (
    <Link className={buttonClassName()} to={isSignedIn ? paths.myAccount : paths.login}>
      {isSignedIn ? t('emailChange.toAccount') : t('emailChange.toLogin')}
    </Link>
  );

  return (
    <div className={page.centered}>
      <Card className={page.centeredCard}>
        {confirm.isSuccess ? (
          <>
            <DocumentTitle>{t('emailChange.successTitle')}</DocumentTitle>
            <EmptyState
              headingLevel="h1"
              illustration={successUrl}
              title={t('emailChange.successTitle')}
              text={t('emailChange.successText', { email: confirm.data })}
              action={next}
            />
          </>
        ) : confirm.isError ? (
          <>
            <DocumentTitle>{t('emailChange.failedTitle')}</DocumentTitle>
            <EmptyState
              headingLevel="h1"
              icon={<TriangleAlert size={28} aria-hidden="true" />}
              title={t('emailChange.failedTitle')}
            />
            <NotificationBar
              message={
                isApiError(confirm.error) ? errorMessageOf(confirm.error.display) : 'error_generic'
              }
              autoHideMs={0}
            />
            <div className={styles.next}>{next}</div>
          </>
        ) : (
          <>
            <DocumentTitle>{t('emailChange.title')}</DocumentTitle>
            <EmptyState
              headingLevel="h1"
              icon={<MailCheck size={28} aria-hidden="true" />}
              title={t('emailChange.title')}
            />
          </>
        )}
      </Card>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import mailboxUrl from '@/assets/brand/mailbox.svg';
import { paths } from '@/lib/paths';
import { buttonClassName } from '@/ui/button';
import { NotificationBar } from '@/ui/notification-bar';
import { AuthPanel, authPanelStyles } from './auth-panel';
import type { RegisterThankYouState } from './register-form';

export function RegisterThankYouPage() {
  const { t } = useTranslation('auth');
  const state = useLocation().state as Partial<RegisterThankYouState> | null;

  return (
    <AuthPanel
      documentTitle={t('thankYou.title')}
      title={t('thankYou.title')}
      illustration={mailboxUrl}
      isCentered
      text={
        <>
          <p>{t('thankYou.text')}</p>
          <p>{t('thankYou.spam')}</p>
        </>
      }
    >
      {/* What happens to the membership next; the same words whether or not the id matched. */}
      {state && (
        <NotificationBar type="success" message="user_exists_external_system" autoHideMs={0} />
      )}
      <div className={authPanelStyles.actions}>
        <Link className={buttonClassName('secondary')} to={paths.resendVerification}>
          {t('thankYou.resend')}
        </Link>
        <Link className={buttonClassName('primary')} to={paths.login}>
          {t('thankYou.login')}
        </Link>
      </div>
    </AuthPanel>
  );
}

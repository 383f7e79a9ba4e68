import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import mailboxUrl from '@/assets/brand/mailbox.svg';
import { paths } from '@/lib/paths';
import { AuthPanel, authPanelStyles } from './auth-panel';
import type { SentState } from './forgot-password-page';
import { MissingResetToken } from './missing-reset-token';
import { ResetPasswordForm } from './reset-password-form';

/** Spec §2: thanks text naming the e-mail when known, and the reset form right here. */
export function ForgotPasswordSentPage() {
  const { t } = useTranslation('auth');
  const { token: routeToken } = useParams();
  const state = useLocation().state as (SentState & { token?: string }) | null;
  const token = routeToken ?? state?.token;
  const email = state?.email;

  return (
    <AuthPanel
      documentTitle={t('sent.title')}
      title={t('sent.title')}
      illustration={mailboxUrl}
      text={
        <p>
          {email ? t('sent.textWithEmail', { email }) : t('sent.text')}{' '}
          {token && t('sent.formIntro')}
        </p>
      }
    >
      <hr className={authPanelStyles.divider} />
      {token ? <ResetPasswordForm token={token} /> : <MissingResetToken reason="incomplete" />}
      <Link className={authPanelStyles.backLink} to={paths.login}>
        {t('resend.back')}
      </Link>
    </AuthPanel>
  );
}

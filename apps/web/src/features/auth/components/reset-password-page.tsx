import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { AuthPanel, authPanelStyles } from './auth-panel';
import { MissingResetToken } from './missing-reset-token';
import { ResetPasswordForm } from './reset-password-form';

/** Spec §2: the token comes from the route, else from the navigation state. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token: routeToken } = useParams();
  const state = useLocation().state as { token?: string } | null;
  const token = routeToken ?? state?.token;

  return (
    <AuthPanel
      documentTitle={t('reset.title')}
      title={t('reset.title')}
      icon={<KeyRound size={28} aria-hidden="true" />}
      text={token ? <p>{t('reset.text')}</p> : undefined}
    >
      {token ? <ResetPasswordForm token={token} /> : <MissingResetToken />}
      <Link className={authPanelStyles.backLink} to="/login">
        {t('resend.back')}
      </Link>
    </AuthPanel>
  );
}

import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { Skeleton } from '@/ui/skeleton';
import { useResetLinkCheck } from '../api/check-reset-link';
import { AuthPanel, authPanelStyles } from './auth-panel';
import { MissingResetToken } from './missing-reset-token';
import { ResetPasswordForm } from './reset-password-form';

/** Spec §2: the token comes from the route, else from the navigation state. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token: routeToken } = useParams();
  const state = useLocation().state as { token?: string } | null;
  const token = routeToken ?? state?.token;
  // The link is checked as the page opens, so a dead one is not found out after typing.
  const check = useResetLinkCheck(token);
  const body = !token ? (
    <MissingResetToken reason="incomplete" />
  ) : check.isPending ? (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">{t('reset.checking')}</span>
      <Skeleton height="12rem" />
    </div>
  ) : check.isError ? (
    <MissingResetToken reason="dead" />
  ) : (
    <ResetPasswordForm token={token} />
  );

  return (
    <AuthPanel
      documentTitle={t('reset.title')}
      title={t('reset.title')}
      icon={<KeyRound size={28} aria-hidden="true" />}
      text={token && check.isSuccess ? <p>{t('reset.text')}</p> : undefined}
    >
      {body}
      <Link className={authPanelStyles.backLink} to={paths.login}>
        {t('resend.back')}
      </Link>
    </AuthPanel>
  );
}

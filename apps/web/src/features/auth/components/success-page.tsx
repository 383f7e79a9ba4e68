import { SUCCESS_COUNTDOWN_SECONDS } from '@mp/contract/access/constants';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import successUrl from '@/assets/brand/success.svg';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Countdown } from '@/ui/countdown';
import { AuthPanel, authPanelStyles } from './auth-panel';

export interface SuccessPageProps {
  kind: 'resetSuccess' | 'verifySuccess';
}

/**
 * Spec §2 and §9: a success message with a visible countdown, then the login page. The member is
 * not signed in after a reset or a verification, so the dashboard would only bounce them home.
 */
export function SuccessPage({ kind }: SuccessPageProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const goToLogin = () => void navigate(paths.login, { replace: true });

  return (
    <AuthPanel
      documentTitle={t(`${kind}.title`)}
      title={t(`${kind}.title`)}
      text={<p>{t(`${kind}.text`)}</p>}
      illustration={successUrl}
      isCentered
    >
      <div className={authPanelStyles.actions}>
        <Countdown
          seconds={SUCCESS_COUNTDOWN_SECONDS}
          onDone={goToLogin}
          announcement={t('countdown.announcement', { count: SUCCESS_COUNTDOWN_SECONDS })}
          caption={(count) => t('countdown.announcement', { count })}
        />
      </div>
      <Button onClick={goToLogin}>{t('countdown.goNow')}</Button>
    </AuthPanel>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/ui/button';
import { NotificationBar } from '@/ui/notification-bar';

export function MissingResetToken() {
  const { t } = useTranslation('auth');
  return (
    <>
      <NotificationBar type="warning" message={t('reset.noToken')} autoHideMs={0} />
      <Link className={buttonClassName('primary', { isBlock: true })} to="/forgot-password">
        {t('reset.requestNew')}
      </Link>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { buttonClassName } from '@/ui/button';
import { NotificationBar } from '@/ui/notification-bar';

/**
 * A reset link that cannot take a code (missing, garbled, expired, used, replaced or out of
 * guesses): say so and offer a new code at once.
 */
export function MissingResetToken({ reason }: { reason: 'incomplete' | 'dead' }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <NotificationBar
        type="warning"
        message={reason === 'incomplete' ? t('reset.noToken') : t('reset.deadLink')}
        autoHideMs={0}
      />
      <Link className={buttonClassName('primary', { isBlock: true })} to={paths.forgotPassword}>
        {t('reset.requestNew')}
      </Link>
    </>
  );
}

import { dismissNotification, useGlobalNotification } from '@/lib/notifications';
import { NotificationBar } from '@/ui/notification-bar';
import styles from './global-notification.module.css';

/** The one global notification bar (spec §4), in the top bar of either layout, under its row. */
export function GlobalNotification() {
  const notification = useGlobalNotification();
  if (!notification) return null;
  return (
    <div className={styles.region}>
      <NotificationBar
        key={notification.id}
        type={notification.type}
        message={notification.message}
        onClose={() => dismissNotification(notification.id)}
      />
    </div>
  );
}

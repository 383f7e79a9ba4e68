import { dismissNotification, useGlobalNotification } from '@/lib/notifications';
import { NotificationBar } from '@/ui/notification-bar';

/** The one global notification bar (the design system's), at the top of the page's content. */
export function GlobalNotice({ className }: { className?: string | undefined }) {
  const notification = useGlobalNotification();
  if (!notification) return null;
  return (
    <div className={className}>
      <NotificationBar
        key={notification.id}
        type={notification.type}
        message={notification.message}
        onClose={() => dismissNotification(notification.id)}
      />
    </div>
  );
}

import { NOTIFICATION_DELAY_MS } from '@mp/contract/constants';
import { isMessageKeyOf } from '@mp/contract/errors';
import { isMessageKey } from '@mp/contract/rules/messages';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import styles from './notification-bar.module.css';

export type NotificationType = 'success' | 'warning' | 'error';

/** What a form says above its fields after a submit: an error, or the next step. */
export interface FormNotice {
  type: NotificationType;
  message: string | readonly string[];
}

/** A form's notice, inline above its fields; it stays until closed or the next submit. */
export function FormNoticeBar({
  notice,
  onClose,
}: {
  notice: FormNotice | null;
  onClose: () => void;
}) {
  if (!notice) return null;
  return (
    <NotificationBar type={notice.type} message={notice.message} onClose={onClose} autoHideMs={0} />
  );
}

export interface NotificationBarProps {
  type?: NotificationType;
  /** One text or a list; a text that looks like a message key is translated (spec §2). */
  message: string | readonly string[];
  onClose?: () => void;
  /** Milliseconds before onClose is called by itself; 0 keeps the bar until closed. */
  autoHideMs?: number;
  className?: string;
}

const icons = { success: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;

export function NotificationBar({
  type = 'error',
  message,
  onClose,
  autoHideMs = NOTIFICATION_DELAY_MS,
  className,
}: NotificationBarProps) {
  const { t } = useTranslation(['messages', 'common']);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const texts = (typeof message === 'string' ? [message] : message).map((text) =>
    // Every key of the message catalogue is translated, with or without an underscore
    // ('unauthenticated', 'unauthorized'); other underscore texts too (spec §2).
    isMessageKeyOf(text) || isMessageKey(text)
      ? t(text as 'error_generic', { ns: 'messages', defaultValue: text })
      : text,
  );
  const signature = texts.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text restarts the timer
  useEffect(() => {
    if (!autoHideMs || !onCloseRef.current) return;
    // Restarts when the text changes, so a new message gets its full time on screen.
    const timer = window.setTimeout(() => onCloseRef.current?.(), autoHideMs);
    return () => window.clearTimeout(timer);
  }, [autoHideMs, signature]);

  const Icon = icons[type];
  return (
    <div
      className={cx(styles.bar, styles[type], className)}
      role={type === 'error' ? 'alert' : 'status'}
    >
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <div className={styles.body}>
        {texts.length === 1 ? (
          <p>{texts[0]}</p>
        ) : (
          <ul className={styles.list}>
            {texts.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </div>
      {onClose && (
        <button
          type="button"
          className={styles.close}
          aria-label={t('common:close')}
          onClick={onClose}
        >
          <X size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

import { isThreadUnread, messagePreview } from '@mp/contract/profile/threads';
import { CheckCheck, Inbox, TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/client';
import { errorMessageOf } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { Button, buttonClassName } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import page from '@/ui/page.module.css';
import { PageHeader } from '@/ui/page-header';
import { Skeleton } from '@/ui/skeleton';
import { useMarkAllAsRead, useMessages } from '../api/messages';
import styles from './message-centre-page.module.css';
import { MessageDate } from './message-date';

/**
 * Spec §2 message centre: a header with the unread count and mark-all-as-read, and the list of
 * threads with the first 10 words of each message; unread ones stand out.
 */
export function MessageCentrePage() {
  const { t } = useTranslation('inbox');
  const messages = useMessages();
  const markAll = useMarkAllAsRead();
  const unread = messages.data?.filter(isThreadUnread).length ?? 0;
  // Once all are read the button turns disabled: focus moves to the count it changed.
  const countRef = useRef<HTMLParagraphElement>(null);

  return (
    <div className={page.page}>
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        <div className={styles.toolbar}>
          <p ref={countRef} className={styles.count} aria-live="polite" tabIndex={-1}>
            {messages.data ? t('unread', { count: unread }) : ''}
          </p>
          <Button
            variant="secondary"
            size="small"
            icon={<CheckCheck size={18} aria-hidden="true" />}
            disabled={unread === 0}
            isLoading={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, { onSuccess: () => countRef.current?.focus() })
            }
          >
            {t('markAll')}
          </Button>
        </div>
      </PageHeader>
      <div className={page.body}>
        {markAll.isError && (
          <NotificationBar
            className={styles.notice}
            message={
              isApiError(markAll.error) ? errorMessageOf(markAll.error.display) : 'error_generic'
            }
            onClose={() => markAll.reset()}
          />
        )}
        {messages.isPending && (
          <Card aria-busy="true" className={styles.loading}>
            <p className="visually-hidden" role="status">
              {t('loading')}
            </p>
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} height={76} />
            ))}
          </Card>
        )}
        {messages.isError && (
          <Card>
            <EmptyState
              icon={<TriangleAlert size={28} aria-hidden="true" />}
              title={t('errorTitle')}
              text={t('errorText')}
              action={
                <Button onClick={() => messages.refetch()} isLoading={messages.isFetching}>
                  {t('retry')}
                </Button>
              }
            />
          </Card>
        )}
        {messages.data?.length === 0 && (
          <Card>
            <EmptyState
              icon={<Inbox size={28} aria-hidden="true" />}
              title={t('emptyTitle')}
              text={t('emptyText')}
              action={
                <Link className={buttonClassName('secondary')} to={paths.contact}>
                  {t('emptyAction')}
                </Link>
              }
            />
          </Card>
        )}
        {messages.data && messages.data.length > 0 && (
          <ul className={styles.list} aria-label={t('listLabel')}>
            {messages.data.map((message) => {
              const isUnread = isThreadUnread(message);
              return (
                <li key={message.id}>
                  <Link
                    to={`${paths.message}/${message.id}`}
                    className={cx(styles.item, isUnread && styles.unread)}
                  >
                    <span className={styles.dot} aria-hidden="true" />
                    <span className={styles.main}>
                      <span className={styles.top}>
                        <span className={styles.subject}>
                          {isUnread && <span className="visually-hidden">{t('unreadMark')}: </span>}
                          {message.subject}
                        </span>
                        <MessageDate date={message.date} className={styles.date} />
                      </span>
                      <span className={styles.meta}>
                        <span className={cx(styles.type, styles[message.message_type])}>
                          {t(`types.${message.message_type}`)}
                        </span>
                        {/* One piece with its count, the dot held to the name: a narrow row
                            wraps before the name, never leaving "· 2 messages" on a line. */}
                        <span>
                          {message.from_name}
                          {message.nr_of_messages > 1 &&
                            `\u00a0· ${t('messagesCount', { count: message.nr_of_messages })}`}
                        </span>
                      </span>
                      <span className={styles.preview}>{messagePreview(message)}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

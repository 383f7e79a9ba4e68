import type { Conversation } from '@mp/contract/profile/schemas';
import { canReply, isThreadUnread } from '@mp/contract/profile/threads';
import { Info, SearchX, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '@/api/client';
import { errorMessageOf } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { BackLink } from '@/ui/back-link';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { DocumentTitle } from '@/ui/document-title';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import page from '@/ui/page.module.css';
import { Skeleton } from '@/ui/skeleton';
import { useMarkAsRead, useMessageThread } from '../api/messages';
import centre from './message-centre-page.module.css';
import { MessageDate } from './message-date';
import styles from './read-message-page.module.css';
import { ReplyPanel } from './reply-panel';

/**
 * Spec §2 read message: the thread, a reply area and a back link. Spec §4: opening a thread
 * that has unread items or no read_at marks it read, then the badges refresh.
 */
export function ReadMessagePage({ id }: { id: number }) {
  const { t } = useTranslation('inbox');
  const thread = useMessageThread(id);
  const markAsRead = useMarkAsRead();
  const marked = useRef<number | null>(null);
  const { mutate } = markAsRead;

  useEffect(() => {
    if (thread.data && isThreadUnread(thread.data) && marked.current !== id) {
      marked.current = id;
      mutate(id);
    }
  }, [thread.data, id, mutate]);

  const back = <BackLink to={paths.messages}>{t('back')}</BackLink>;
  const isValidId = Number.isInteger(id) && id > 0;
  const notFound = !isValidId || (isApiError(thread.error) && thread.error.status === 404);

  return (
    <div className={page.detail}>
      <div className={page.detailInner}>
        {back}
        {isValidId && thread.isPending && (
          <Card aria-busy="true" className={styles.loading}>
            <DocumentTitle>{t('title')}</DocumentTitle>
            <p className="visually-hidden" role="status">
              {t('threadLoading')}
            </p>
            <Skeleton height={36} width="60%" />
            <Skeleton height={120} />
            <Skeleton height={120} />
          </Card>
        )}
        {(thread.isError || !isValidId) && (
          <Card>
            <DocumentTitle>{t(notFound ? 'notFoundTitle' : 'threadErrorTitle')}</DocumentTitle>
            <EmptyState
              headingLevel="h1"
              icon={
                notFound ? (
                  <SearchX size={28} aria-hidden="true" />
                ) : (
                  <TriangleAlert size={28} aria-hidden="true" />
                )
              }
              title={t(notFound ? 'notFoundTitle' : 'threadErrorTitle')}
              text={t(notFound ? 'notFoundText' : 'errorText')}
              action={
                notFound ? undefined : (
                  <Button onClick={() => thread.refetch()} isLoading={thread.isFetching}>
                    {t('retry')}
                  </Button>
                )
              }
            />
          </Card>
        )}
        {thread.data && (
          <article className={styles.thread} aria-labelledby="thread-subject">
            <DocumentTitle>{thread.data.subject}</DocumentTitle>
            <header className={styles.head}>
              <span className={cx(centre.type, centre[thread.data.message_type])}>
                {t(`types.${thread.data.message_type}`)}
              </span>
              <h1 id="thread-subject" className={styles.subject}>
                {thread.data.subject}
              </h1>
              {thread.data.reason && thread.data.reason !== thread.data.subject && (
                <p className={styles.reason}>{t('reason', { reason: thread.data.reason })}</p>
              )}
            </header>
            {markAsRead.isError && (
              <NotificationBar
                message={
                  isApiError(markAsRead.error)
                    ? errorMessageOf(markAsRead.error.display)
                    : 'error_generic'
                }
                onClose={() => markAsRead.reset()}
              />
            )}
            <ol className={styles.conversation} aria-label={t('conversation')}>
              {thread.data.conversations.map((entry) => (
                <ConversationEntry key={entry.id} entry={entry} />
              ))}
            </ol>
            {canReply(thread.data.message_type) ? (
              <ReplyPanel thread={thread.data} />
            ) : (
              <p className={styles.noReply}>
                <Info size={18} aria-hidden="true" />
                <span>
                  {t('reply.noReply')} <Link to={paths.contact}>{t('reply.contact')}</Link>
                </span>
              </p>
            )}
          </article>
        )}
      </div>
    </div>
  );
}

function ConversationEntry({ entry }: { entry: Conversation }) {
  const { t } = useTranslation('inbox');
  const mine = entry.author === 'member';
  return (
    <li className={cx(styles.entry, mine && styles.mine)}>
      <div className={styles.entryHead}>
        <span className={styles.author}>{mine ? t('you') : entry.from_name}</span>
        <MessageDate date={entry.date} className={styles.entryDate} />
      </div>
      {mine ? (
        <p className={styles.text}>{entry.message}</p>
      ) : (
        <div
          className={styles.html}
          // Sanitised on the server with an allow-list (platform/sanitize.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
          dangerouslySetInnerHTML={{ __html: entry.message }}
        />
      )}
    </li>
  );
}

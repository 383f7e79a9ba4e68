import { formatDateTime } from '@mp/contract/i18n/dates';
import type { FailedJob } from '@mp/contract/jobs/schemas';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { consoleJobs as consoleJobsEn } from '@/i18n/locales/en/console-jobs';
import { errorMessageOf, notify } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { ConsolePage } from '@/staff/lib/console-page';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { failedJobsQuery, useRetryJob } from './api/jobs';
import styles from './jobs.module.css';

type Lang = 'en' | 'es';
type QueueKey = keyof typeof consoleJobsEn.queues;
const isKnownQueue = (key: string): key is QueueKey => Object.hasOwn(consoleJobsEn.queues, key);

/**
 * A queue's name as people say it (`mail.send`: the catalogue's `queues.mail_send`, E-mail); an
 * unknown queue shows its own name. The API's tests check that every queue has one.
 */
function queueLabel(t: ConsoleT<'consoleJobs'>, queue: string): string {
  const key = queue.replaceAll('.', '_');
  return isKnownQueue(key) ? t(`queues.${key}`) : queue;
}

function JobRow({ job, lang }: { job: FailedJob; lang: Lang }) {
  const { t } = useConsoleText('consoleJobs');
  const retry = useRetryJob();
  const label = queueLabel(t, job.queue);
  const titleId = `job-${job.id}`;
  const onRetry = async () => {
    try {
      await retry.mutateAsync(job.id);
      notify('success', 'job_retried');
    } catch (error) {
      notify('error', isApiError(error) ? errorMessageOf(error.display) : 'error_generic');
    }
  };
  return (
    <li className={styles.row} aria-labelledby={titleId}>
      <div className={styles.what}>
        <span id={titleId} className={styles.queue}>
          {label}
        </span>
        <span className={styles.summary}>
          <code>{job.queue}</code>
          {job.summary && <> · {job.summary}</>}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('attempts')}</dt>
          <dd>{t('runs', { count: job.attempts })}</dd>
        </div>
        <div>
          <dt>{t('failedAt')}</dt>
          <dd>{job.failed_at ? formatDateTime(new Date(job.failed_at), lang) : '—'}</dd>
        </div>
        <div>
          <dt>{t('createdAt')}</dt>
          <dd>{formatDateTime(new Date(job.created_at), lang)}</dd>
        </div>
        <div className={styles.error}>
          <dt>{t('lastError')}</dt>
          <dd>
            <code>{job.last_error ?? t('noError')}</code>
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          icon={<RotateCcw size={16} aria-hidden="true" />}
          aria-label={t('retryOf', { queue: label, summary: job.summary ?? job.queue })}
          isLoading={retry.isPending}
          onClick={onRetry}
        >
          {t('retry')}
        </Button>
      </div>
    </li>
  );
}

/** The job queue's failures (issue 22): what failed after its last retry, and a retry. */
export function Component() {
  const { t, language } = useConsoleText('consoleJobs');
  const { t: shell } = useConsoleText('consoleShell');
  const lang: Lang = language === 'es' ? 'es' : 'en';
  const failed = useQuery(failedJobsQuery);

  return (
    <ConsolePage title={t('title')} subtitle={t('subtitle')}>
      {failed.isError ? (
        <NotificationBar
          type="error"
          message={
            isApiError(failed.error) ? errorMessageOf(failed.error.display) : shell('loadFailed')
          }
          autoHideMs={0}
        />
      ) : failed.isPending ? (
        <Card isFlush aria-busy="true" aria-label={t('loading')}>
          {[1, 2, 3].map((row) => (
            <div key={row} className={styles.skeletonRow}>
              <Skeleton width="35%" height={18} />
              <Skeleton width="70%" height={14} />
            </div>
          ))}
        </Card>
      ) : failed.data.items.length === 0 ? (
        <EmptyState
          icon={<CircleCheck size={28} aria-hidden="true" />}
          title={t('emptyTitle')}
          text={t('emptyText')}
        />
      ) : (
        <Card isFlush as="section" aria-label={t('listLabel')}>
          <p className={styles.count}>
            {failed.data.total > failed.data.items.length
              ? t('countOf', { count: failed.data.items.length, total: failed.data.total })
              : t('count', { count: failed.data.total })}
          </p>
          <ul className={styles.list}>
            {failed.data.items.map((job) => (
              <JobRow key={job.id} job={job} lang={lang} />
            ))}
          </ul>
        </Card>
      )}
    </ConsolePage>
  );
}

import { formatDateTime } from '@mp/contract/i18n/dates';
import { THREAD_ASSIGNED_FILTERS, THREAD_DESK_STATUSES } from '@mp/contract/inbox/constants';
import type { ThreadSummary, ThreadsQuery } from '@mp/contract/inbox/schemas';
import { threadsQuerySchema } from '@mp/contract/inbox/schemas';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Inbox } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePage } from '@/staff/lib/console-page';
import { staffPaths } from '@/staff/lib/paths';
import { type ConsoleT, useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { Tabs } from '@/ui/tabs';
import { TextField } from '@/ui/text-field';
import { threadsQuery } from './api/inbox';
import styles from './inbox.module.css';

type Status = (typeof THREAD_DESK_STATUSES)[number];

/** The filters live in the URL: a link or the back button keeps them. */
function queryOf(params: URLSearchParams): ThreadsQuery {
  const parsed = threadsQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : threadsQuerySchema.parse({});
  return {
    status: query.status,
    assigned: query.assigned,
    page: query.page,
    ...(query.reason && { reason: query.reason }),
    ...(query.language && { language: query.language }),
  };
}

export function Component() {
  const { t, language } = useConsoleText('consoleInbox');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const threads = useQuery(threadsQuery(query));

  const update = (changes: Partial<Record<keyof ThreadsQuery, string | undefined>>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries({ page: undefined, ...changes })) {
      if (value === undefined || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next);
  };

  const status = query.status ?? 'open';
  const data = threads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <ConsolePage title={t('title')} subtitle={t('subtitle')}>
      <Tabs<Status>
        isCompact
        label={t('status.label')}
        tabs={THREAD_DESK_STATUSES.map((key) => ({ key, label: t(`status.${key}`) }))}
        selectedKey={status}
        onSelect={(key) => update({ status: key })}
      >
        <Filters
          key={params.toString()}
          query={query}
          t={t}
          onApply={(values) => update(values)}
          onClear={() => update({ assigned: undefined, reason: undefined, language: undefined })}
        />
        {threads.isError ? (
          <div className={styles.section}>
            <NotificationBar type="error" message={t('list.error')} autoHideMs={0} />
            <div>
              <Button variant="secondary" size="small" onClick={() => threads.refetch()}>
                {t('list.retry')}
              </Button>
            </div>
          </div>
        ) : !data ? (
          <div aria-busy="true" className={styles.list}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={96} radius={12} />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<Inbox size={28} aria-hidden="true" />}
            title={t('list.emptyTitle')}
            text={t('list.emptyText')}
          />
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {t('list.count', { count: data.total })}
            </p>
            <ol className={styles.list}>
              {data.items.map((item) => (
                <ThreadItem key={item.id} item={item} t={t} language={language} />
              ))}
            </ol>
            {pages > 1 && (
              <nav className={styles.pager} aria-label={t('list.page', { page: data.page, pages })}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={data.page <= 1}
                  onClick={() => update({ page: String(data.page - 1) })}
                >
                  {t('list.previous')}
                </Button>
                <span>{t('list.page', { page: data.page, pages })}</span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={data.page >= pages}
                  onClick={() => update({ page: String(data.page + 1) })}
                >
                  {t('list.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </Tabs>
    </ConsolePage>
  );
}

function Filters({
  query,
  t,
  onApply,
  onClear,
}: {
  query: ThreadsQuery;
  t: ConsoleT<'consoleInbox'>;
  onApply: (values: { assigned: string; reason: string; language: string }) => void;
  onClear: () => void;
}) {
  const [assigned, setAssigned] = useState<string>(query.assigned ?? 'all');
  const [reason, setReason] = useState(query.reason ?? '');
  const [language, setLanguage] = useState<string>(query.language ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ assigned, reason: reason.trim(), language });
  };
  return (
    <form onSubmit={onSubmit}>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>{t('filters.legend')}</legend>
        <Select
          label={t('filters.assigned')}
          value={assigned}
          onChange={(event) => setAssigned(event.target.value)}
          options={THREAD_ASSIGNED_FILTERS.map((value) => ({
            value,
            label: t(`filters.${value}`),
          }))}
        />
        <TextField
          label={t('filters.reason')}
          hint={t('filters.reasonHint')}
          value={reason}
          maxLength={128}
          onChange={(event) => setReason(event.target.value)}
        />
        <Select
          label={t('filters.language')}
          value={language}
          placeholder={t('filters.anyLanguage')}
          onChange={(event) => setLanguage(event.target.value)}
          options={(['en', 'es'] as const).map((value) => ({
            value,
            label: t(`languageName.${value}`),
          }))}
        />
        <div className={styles.filterActions}>
          <Button type="submit">{t('filters.apply')}</Button>
          <Button type="button" variant="ghost" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function ThreadItem({
  item,
  t,
  language,
}: {
  item: ThreadSummary;
  t: ConsoleT<'consoleInbox'>;
  language: string;
}) {
  const lang = language === 'es' ? 'es' : 'en';
  const when = (iso: string) => formatDateTime(new Date(iso), lang);
  return (
    <li>
      <Card as="article" className={cx(styles.item, item.is_overdue && styles.itemOverdue)}>
        <div className={styles.itemHead}>
          <Link className={styles.subject} to={`${staffPaths.inbox}/${item.id}`}>
            {item.subject}
          </Link>
          {item.is_overdue && (
            <span className={styles.overdue}>
              <AlertTriangle size={14} aria-hidden="true" />
              {t('list.overdue')}
            </span>
          )}
        </div>
        <p className={styles.meta}>
          <span>{item.member.name}</span>
          {item.member.member_id !== null && (
            <span>{t('list.memberId', { id: item.member.member_id })}</span>
          )}
          <span>{t(`languageName.${item.member.language}`)}</span>
          <span>{item.reason ?? t('list.noReason')}</span>
        </p>
        <p className={styles.preview}>{item.preview}</p>
        <p className={styles.meta}>
          <span>
            {item.due_at && item.status === 'open'
              ? t('list.dueAt', { time: when(item.due_at) })
              : item.last_member_message_at
                ? t('list.lastMessage', { time: when(item.last_member_message_at) })
                : t('list.noClock')}
          </span>
          <span>
            {item.assigned_to
              ? t('list.assignedTo', { name: item.assigned_to.name })
              : t('list.unassigned')}
          </span>
        </p>
      </Card>
    </li>
  );
}

import type { DeskMemberRef } from '@mp/contract/desk/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { Tabs } from '@/ui/tabs';
// After the card's own stylesheet (imported by @/ui/card above): a queue item's padding wins.
import styles from './desk.module.css';

/** The desk's shared styles (desk.module.css), for a screen's lists, facts and forms. */
export const deskStyles = styles;

/** A load that failed: the error and a way to try again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useConsoleText('consoleDesk');
  return (
    <div className={styles.section}>
      <NotificationBar type="error" message={message ?? t('loadError')} autoHideMs={0} />
      <Button variant="secondary" size="small" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/** A queue's state and page in the address (`?status=…&page=…`), the first page unwritten. */
export function useQueueParams<S extends string>(statuses: readonly S[], fallback: S) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = statuses.find((s) => s === statusParam) ?? fallback;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { status?: S; page?: number }) => {
    const search = new URLSearchParams();
    search.set('status', next.status ?? status);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return { status, page, go };
}

interface QueuePage<Item> {
  items: readonly Item[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * A desk queue (reservation requests, profile reviews): tabs by state, then the error, the
 * skeletons while it loads, the empty state, or the count, the items and the pager.
 */
export function DeskQueue<S extends string, Item>({
  label,
  tabs,
  status,
  onGo,
  query,
  skeletonHeight,
  empty,
  count,
  children,
}: {
  label: string;
  tabs: readonly { key: S; label: string }[];
  status: S;
  onGo: (next: { status?: S; page?: number }) => void;
  query: UseQueryResult<QueuePage<Item>>;
  skeletonHeight: number;
  empty: { icon: ReactNode; title: string; text: string };
  count: (total: number) => string;
  children: (item: Item) => ReactNode;
}) {
  const { t } = useConsoleText('consoleDesk');
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <Tabs<S>
      isCompact
      label={label}
      tabs={tabs}
      selectedKey={status}
      onSelect={(key) => onGo({ status: key })}
    >
      {query.isError ? (
        <LoadError onRetry={() => query.refetch()} />
      ) : !data ? (
        <div aria-busy="true" className={styles.list}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height={skeletonHeight} radius={12} />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {count(data.total)}
          </p>
          <ol className={styles.list}>{data.items.map(children)}</ol>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('page', { page: data.page, pages })}>
              <Button
                variant="secondary"
                size="small"
                disabled={data.page <= 1}
                onClick={() => onGo({ page: data.page - 1 })}
              >
                {t('previous')}
              </Button>
              <span>{t('page', { page: data.page, pages })}</span>
              <Button
                variant="secondary"
                size="small"
                disabled={data.page >= pages}
                onClick={() => onGo({ page: data.page + 1 })}
              >
                {t('next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </Tabs>
  );
}

/**
 * One item of a desk queue: a card with its title and when it came, the member's line (their
 * name first unless the title is the name; the member id, e-mail and language), the item's own
 * body, how it was decided, and the actions that decide it.
 */
export function QueueItem({
  titleId,
  title,
  received,
  member,
  withName = false,
  decision,
  actions,
  children,
}: {
  titleId: string;
  title: ReactNode;
  received: string;
  member: DeskMemberRef;
  withName?: boolean;
  decision?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useConsoleText('consoleDesk');
  return (
    <li>
      <Card as="article" className={styles.item} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 className={styles.title} id={titleId}>
            {title}
          </h2>
          <span className={styles.meta}>{received}</span>
        </div>
        <p className={styles.meta}>
          {withName && <span>{`${member.first_name} ${member.last_name}`}</span>}
          <span>
            {member.vida_member_id !== null
              ? t('memberId', { id: member.vida_member_id })
              : t('noMemberId')}
          </span>
          <span>{member.email}</span>
          <span>{t(`language.${member.language}`)}</span>
        </p>
        {children}
        {decision && <p className={styles.decision}>{decision}</p>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </Card>
    </li>
  );
}

/** One fact of a desk item or record, inside a `<dl className={deskStyles.facts}>`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

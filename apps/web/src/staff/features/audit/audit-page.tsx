import { LOCALE_BY_LANGUAGE } from '@mp/contract/constants';
import type { AuditEntry } from '@mp/contract/staff/schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { NotificationBar } from '@/ui/notification-bar';
import { Skeleton } from '@/ui/skeleton';
import { type AuditFilters, auditLogQuery } from './api/audit';
import styles from './audit.module.css';
import { AuditFiltersForm } from './audit-filters';

const FILTER_NAMES = ['staff_id', 'member_id', 'from', 'to'] as const;

/** The filters live in the URL: a filtered log can be shared, and Back undoes a filter. */
function filtersFrom(search: URLSearchParams): AuditFilters {
  const filters: Record<string, string | number> = {};
  for (const name of FILTER_NAMES) {
    const value = search.get(name);
    if (!value) continue;
    filters[name] = name.endsWith('_id') ? Number(value) : value;
  }
  return filters as AuditFilters;
}

/**
 * An event's label in the console's language (`consoleAudit.events`, keyed by the api's event
 * names); an event the catalogue does not know yet shows its name.
 */
export function useEventLabel() {
  const { i18n } = useTranslation();
  return (event: string): string => {
    const label: unknown = i18n.getResource(i18n.language, 'consoleAudit', `events.${event}`);
    return typeof label === 'string' ? label : event;
  };
}

function Entry({ entry, format }: { entry: AuditEntry; format: Intl.DateTimeFormat }) {
  const { t } = useConsoleText('consoleAudit');
  const eventLabel = useEventLabel();
  const who = entry.staff ? `${entry.staff.name} (#${entry.staff.id})` : t(`actor.${entry.actor}`);
  const hasDetail = Object.keys(entry.detail).length > 0;
  return (
    <li className={styles.entry}>
      <time className={styles.when} dateTime={entry.created_at}>
        {format.format(new Date(entry.created_at))}
      </time>
      <div className={styles.what}>
        <span className={styles.event} title={entry.event}>
          {eventLabel(entry.event)}
        </span>
        <dl className={styles.facts}>
          <div>
            <dt>{t('columns.who')}</dt>
            <dd>{who}</dd>
          </div>
          {entry.member && (
            <div>
              <dt>{t('columns.member')}</dt>
              <dd>{`${entry.member.name} (#${entry.member.id})`}</dd>
            </div>
          )}
          {entry.reason && (
            <div>
              <dt>{t('columns.reason')}</dt>
              <dd>{entry.reason}</dd>
            </div>
          )}
        </dl>
        {hasDetail && (
          <details className={styles.detail}>
            <summary>{t('columns.detail')}</summary>
            <pre>{JSON.stringify(entry.detail, null, 2)}</pre>
          </details>
        )}
      </div>
    </li>
  );
}

/** The supervisor's audit log: filters by staff member, member and dates; older pages on demand. */
export function Component() {
  const { t } = useConsoleText('consoleAudit');
  const { t: shell } = useConsoleText('consoleShell');
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const log = useInfiniteQuery(auditLogQuery(filters));
  const format = new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  const apply = (next: AuditFilters) => {
    const params = new URLSearchParams();
    for (const name of FILTER_NAMES) {
      const value = next[name];
      if (value !== undefined && value !== '') params.set(name, String(value));
    }
    setSearch(params);
  };

  return (
    <ConsolePage title={t('title')} subtitle={t('subtitle')}>
      <AuditFiltersForm key={search.toString()} filters={filters} onApply={apply} />
      {log.isError ? (
        <NotificationBar
          type="error"
          message={isApiError(log.error) ? errorMessageOf(log.error.display) : shell('loadFailed')}
          autoHideMs={0}
        />
      ) : log.isPending ? (
        <Card isFlush aria-busy="true">
          {[1, 2, 3, 4].map((row) => (
            <div key={row} className={styles.skeletonRow}>
              <Skeleton width="30%" height={14} />
              <Skeleton width="70%" height={18} />
            </div>
          ))}
        </Card>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<ScrollText size={28} aria-hidden="true" />}
          title={t('emptyTitle')}
          text={t('emptyText')}
        />
      ) : (
        <>
          <Card isFlush as="section" aria-label={t('tableCaption')}>
            <ul className={styles.list}>
              {entries.map((entry) => (
                <Entry key={entry.id} entry={entry} format={format} />
              ))}
            </ul>
          </Card>
          <div className={styles.more}>
            {log.hasNextPage ? (
              <Button
                variant="secondary"
                isLoading={log.isFetchingNextPage}
                onClick={() => log.fetchNextPage()}
              >
                {t('more')}
              </Button>
            ) : (
              <p>{t('end')}</p>
            )}
          </div>
        </>
      )}
    </ConsolePage>
  );
}

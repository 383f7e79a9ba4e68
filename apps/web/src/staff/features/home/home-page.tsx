import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useStaffSession } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { LoadError } from '@/staff/lib/desk';
import { staffPaths } from '@/staff/lib/paths';
import { useConsoleText } from '@/staff/lib/texts';
import { cx } from '@/ui/cx';
import { Skeleton } from '@/ui/skeleton';
import { summaryQuery } from './api/summary';
import styles from './home.module.css';

type Tile = 'overdue' | 'open' | 'requests' | 'reviews';

const TILES: readonly { key: Tile; to: string; count: keyof CountSet }[] = [
  { key: 'overdue', to: `${staffPaths.inbox}?status=open`, count: 'overdue_threads' },
  { key: 'open', to: staffPaths.inbox, count: 'open_threads' },
  { key: 'requests', to: staffPaths.reservationRequests, count: 'open_reservation_requests' },
  { key: 'reviews', to: staffPaths.profileReviews, count: 'pending_profile_reviews' },
];

interface CountSet {
  overdue_threads: number;
  open_threads: number;
  open_reservation_requests: number;
  pending_profile_reviews: number;
}

/** The desk's home: what needs someone now, each count a way into its queue. */
export function Component() {
  const { t } = useConsoleText('consoleDesk');
  const { t: shell } = useConsoleText('consoleShell');
  const session = useStaffSession();
  const summary = useQuery(summaryQuery);
  return (
    <ConsolePage
      title={shell('home.title', { name: session?.staff.name ?? '' })}
      subtitle={t('home.subtitle')}
    >
      {summary.isError ? (
        <LoadError onRetry={() => summary.refetch()} />
      ) : (
        <ul className={styles.grid} aria-busy={!summary.data}>
          {TILES.map((tile) => {
            const count = summary.data?.[tile.count];
            const label = t(`home.${tile.key}`);
            return (
              <li key={tile.key}>
                <Link
                  to={tile.to}
                  className={cx(
                    styles.tile,
                    tile.key === 'overdue' && count ? styles.tileAlert : '',
                  )}
                  aria-label={
                    count === undefined ? label : `${label}: ${count}. ${t(`home.${tile.key}Hint`)}`
                  }
                >
                  {count === undefined ? (
                    <Skeleton width={64} height={36} />
                  ) : (
                    <span className={styles.count}>{count}</span>
                  )}
                  <span className={styles.label}>{label}</span>
                  <span className={styles.hint}>{t(`home.${tile.key}Hint`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </ConsolePage>
  );
}

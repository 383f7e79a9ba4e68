import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import styles from './route-error.module.css';

/**
 * Last resort for a render error or a route chunk that failed to load (e.g. after a deploy
 * replaced the files): a reload fetches the new ones.
 */
export function RouteError() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  // The browser console says what failed: a support call can start from it.
  // biome-ignore lint/suspicious/noConsole: the one place an unexpected error is reported
  useEffect(() => console.error(error), [error]);
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <EmptyState
          headingLevel="h1"
          icon={<TriangleAlert size={28} aria-hidden="true" />}
          title={t('errorPage.title')}
          text={t('errorPage.text')}
          action={<Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>}
        />
      </Card>
    </div>
  );
}

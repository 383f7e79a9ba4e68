import type { Hotel } from '@mp/contract/reference/schemas';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';
import { Skeleton } from '@/ui/skeleton';
import styles from './reservations.module.css';

export interface HotelsState {
  hotels: Hotel[] | undefined;
  isError: boolean;
  onRetry: () => void;
}

/** A form that needs the hotel list: skeleton while it loads, an error with retry, then the form. */
export function HotelsGate({
  hotels,
  isError,
  onRetry,
  children,
}: HotelsState & { children: (hotels: Hotel[]) => ReactNode }) {
  const { t } = useTranslation('reservations');
  if (hotels) return children(hotels);
  if (isError) {
    return (
      <Card>
        <EmptyState
          icon={<TriangleAlert size={28} aria-hidden="true" />}
          title={t('loadError')}
          text={t('loadErrorText')}
          action={<Button onClick={onRetry}>{t('retry')}</Button>}
        />
      </Card>
    );
  }
  return (
    <Card aria-busy="true" className={styles.loading}>
      <Skeleton height={48} />
      <Skeleton height={48} />
      <Skeleton height={48} />
    </Card>
  );
}

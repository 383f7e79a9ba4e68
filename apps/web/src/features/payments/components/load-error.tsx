import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EmptyState } from '@/ui/empty-state';

/** The contracts did not load: say so, and offer to try again. */
export function LoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Card>
      <EmptyState
        icon={<TriangleAlert size={28} aria-hidden="true" />}
        title={t('loadErrorTitle')}
        text={t('loadErrorText')}
        action={
          <Button onClick={onRetry} isLoading={isRetrying}>
            {t('retry')}
          </Button>
        }
      />
    </Card>
  );
}

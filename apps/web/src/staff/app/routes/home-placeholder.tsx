import { LayoutDashboard } from 'lucide-react';
import { useStaffSession } from '@/staff/api/session';
import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';
import { EmptyState } from '@/ui/empty-state';

/** Until the desk's home arrives (its route replaces this one in console-routes.ts). */
export function Component() {
  const { t } = useConsoleText('consoleShell');
  const session = useStaffSession();
  return (
    <ConsolePage
      title={t('home.title', { name: session?.staff.name ?? '' })}
      subtitle={t('home.subtitle')}
    >
      <EmptyState
        icon={<LayoutDashboard size={28} aria-hidden="true" />}
        title={t('home.emptyTitle')}
        text={t('home.emptyText')}
      />
    </ConsolePage>
  );
}

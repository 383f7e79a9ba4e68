import { ConsolePage } from '@/staff/lib/console-page';
import { useConsoleText } from '@/staff/lib/texts';

export function Component() {
  const { t } = useConsoleText('consoleAudit');
  return (
    <ConsolePage title={t('title')} subtitle={t('subtitle')}>
      {null}
    </ConsolePage>
  );
}

import type { ReactNode } from 'react';
import { PageHeader } from '@/ui/page-header';
import styles from './console-page.module.css';

/**
 * A console screen: the design system's page header (its h1, which the layout focuses after a
 * navigation, and the tab's title), the header's actions, and the screen's content under it.
 * Render it at once, also while the screen's data loads (a skeleton inside, not instead).
 */
export function ConsolePage({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} {...(subtitle ? { subtitle } : {})}>
        {actions && <div className={styles.actions}>{actions}</div>}
      </PageHeader>
      <div className={styles.body}>{children}</div>
    </>
  );
}

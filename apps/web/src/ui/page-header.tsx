import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';
import styles from './page-header.module.css';

/**
 * The sand header of a member page: its h1, a line under it, and anything else it needs. Its
 * title names the browser tab too (`Page · Member Passport`), so a page does not repeat it.
 */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <DocumentTitle>{title}</DocumentTitle>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}

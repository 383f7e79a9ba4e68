import type { ReactNode } from 'react';
import styles from './icon-badge.module.css';

/** An icon on a round teal wash, heading a single-card page or an empty state. */
export function IconBadge({ children }: { children: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}

import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { Eyebrow } from './eyebrow';
import { IconBadge } from './icon-badge';

export interface EmptyStateProps {
  title: ReactNode;
  text?: ReactNode;
  /** Illustration URL (decorative) or an icon element. */
  illustration?: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** A short line above the title (e.g. an error code). */
  eyebrow?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
}

export function EmptyState({
  title,
  text,
  illustration,
  icon,
  action,
  eyebrow,
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      {/* The brand illustrations are 400 × 300: the size reserves their space before they load. */}
      {illustration && (
        <img className={styles.art} src={illustration} alt="" width={400} height={300} />
      )}
      {!illustration && icon && <IconBadge>{icon}</IconBadge>}
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

import { DocumentTitle } from '@/ui/document-title';
import styles from './access.module.css';

/** A sign-in step's heading: the page's h1 (and the tab's title) with its line under it. */
export function AccessHeading({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow: string;
  title: string;
  subtitle?: string | undefined;
}) {
  return (
    <div className={styles.heading}>
      <DocumentTitle>{title}</DocumentTitle>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  );
}

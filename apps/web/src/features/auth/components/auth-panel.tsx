import type { ReactNode } from 'react';
import { Card } from '@/ui/card';
import { cx } from '@/ui/cx';
import { DocumentTitle } from '@/ui/document-title';
import { IconBadge } from '@/ui/icon-badge';
import styles from './auth-panel.module.css';

export interface AuthPanelProps {
  title: ReactNode;
  /** Document title; plain text. */
  documentTitle: string;
  text?: ReactNode;
  illustration?: string;
  icon?: ReactNode;
  isCentered?: boolean;
  children?: ReactNode;
}

/** The calm single-card page of the secondary access screens (forgot, reset, verify…). */
export function AuthPanel({
  title,
  documentTitle,
  text,
  illustration,
  icon,
  isCentered = false,
  children,
}: AuthPanelProps) {
  return (
    <div className={styles.wrap}>
      <DocumentTitle>{documentTitle}</DocumentTitle>
      <Card as="section" className={cx(styles.card, isCentered && styles.centered)}>
        {illustration && (
          <img className={styles.art} src={illustration} alt="" width={160} height={160} />
        )}
        {!illustration && icon && <IconBadge>{icon}</IconBadge>}
        <h1 className={styles.title}>{title}</h1>
        {text && <div className={styles.text}>{text}</div>}
        {children}
      </Card>
    </div>
  );
}

export { styles as authPanelStyles };

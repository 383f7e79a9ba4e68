import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './eyebrow.module.css';

/** The short upper-case line above a title: teal on light surfaces, gold on the navy heroes. */
export function Eyebrow({
  tone = 'light',
  children,
}: {
  tone?: 'light' | 'dark';
  children: ReactNode;
}) {
  return <p className={cx(styles.eyebrow, tone === 'dark' && styles.onDark)}>{children}</p>;
}

import type { HTMLAttributes } from 'react';
import styles from './card.module.css';
import { cx } from './cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'article' | 'div';
  isFlush?: boolean;
}

export function Card({ as: Element = 'div', isFlush = false, className, ...props }: CardProps) {
  return <Element className={cx(styles.card, isFlush && styles.flush, className)} {...props} />;
}

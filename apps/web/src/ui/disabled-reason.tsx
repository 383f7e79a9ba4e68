import { type ReactNode, useId } from 'react';
import { cx } from './cx';
import styles from './disabled-reason.module.css';

/**
 * Why a submit is disabled, said under it and tied to it with aria-describedby, so nobody is
 * left guessing at a button that does nothing. No reason, no note.
 */
export function useDisabledReason(
  reason: string | undefined,
  /** 'start' under a button at the start of its row; centred under a full-width one. */
  align: 'center' | 'start' = 'center',
): {
  describedBy: string | undefined;
  note: ReactNode;
} {
  const id = useId();
  return {
    describedBy: reason ? id : undefined,
    note: reason ? (
      <p id={id} className={cx(styles.reason, align === 'start' && styles.start)}>
        {reason}
      </p>
    ) : null,
  };
}

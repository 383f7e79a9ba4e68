import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './back-link.module.css';

/** The way back to a page's parent (a thread to the message centre, a form to its account). */
export function BackLink({
  to,
  state,
  children,
}: {
  to: string;
  /** Navigation state for the parent (the payments centre's contract). */
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <Link className={styles.back} to={to} state={state}>
      <ArrowLeft size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}

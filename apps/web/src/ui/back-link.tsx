import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './back-link.module.css';

/** The way back to a page's parent (a thread to the message centre, a form to its account). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.back} to={to}>
      <ArrowLeft size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}

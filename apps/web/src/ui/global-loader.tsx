import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './global-loader.module.css';

/** Requests faster than this never flash the bar. */
const SHOW_AFTER_MS = 150;

export function GlobalLoader({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('common');
  const [isVisible, setIsVisible] = useState(false);

  useEffect(() => {
    if (!isActive) {
      setIsVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setIsVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [isActive]);

  if (!isVisible) return null;
  return (
    <div className={styles.loader} role="progressbar" aria-label={t('loading')}>
      <div className={styles.bar} />
    </div>
  );
}

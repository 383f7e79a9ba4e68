import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { Modal, modalStyles } from '@/ui/modal';
import styles from './webhooks.module.css';

/** Copies a text; `copied` is true for a few seconds after it worked. */
function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return {
    copied,
    copy: async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), 4000);
      } catch {
        setCopied(false);
      }
    },
  };
}

/** A signing secret, shown this once (made or rotated): copy it, then close. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useConsoleText('consoleWebhooks');
  const { copied, copy } = useCopy();
  return (
    <Modal isOpen={secret !== null} title={t('secret.title')} onClose={onClose}>
      <div className={styles.form}>
        <p className={styles.muted}>{t('secret.text')}</p>
        <label className={styles.secretLabel} htmlFor="webhook-secret">
          {t('secret.label')}
        </label>
        <output id="webhook-secret" className={styles.secret} data-testid="webhook-secret">
          {secret}
        </output>
        <div className={modalStyles.actions}>
          <Button
            variant="secondary"
            icon={
              copied ? (
                <Check size={18} aria-hidden="true" />
              ) : (
                <Copy size={18} aria-hidden="true" />
              )
            }
            onClick={() => secret && copy(secret)}
          >
            {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </div>
      </div>
    </Modal>
  );
}

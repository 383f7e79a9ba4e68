import { CircleAlert, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { FieldErrors } from '@/ui/field';
import { getCaptchaChallenge } from '../api/captcha-challenge';
import { solveAltcha } from './altcha';
import styles from './captcha-field.module.css';
import { renderRecaptcha } from './recaptcha';

export type CaptchaStatus = 'checking' | 'verified' | 'failed' | 'widget';

export interface CaptchaFieldProps {
  /** Changing it fetches a new challenge (spec §4: the captcha is reset after every attempt). */
  resetKey: number;
  /** The value for 'g-recaptcha-response', or null while there is none. */
  onChange: (value: string | null) => void;
  /** Where the check stands: 'checking' until solved or failed ('widget': the member's turn). */
  onStatusChange?: (status: CaptchaStatus) => void;
  errors?: readonly string[] | undefined;
}

export function CaptchaField({ resetKey, onChange, onStatusChange, errors }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const [status, setStatus] = useState<CaptchaStatus>('checking');
  const [retryCount, setRetryCount] = useState(0);
  const widgetRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onStatusChangeRef = useRef(onStatusChange);
  onStatusChangeRef.current = onStatusChange;
  const errorId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey and retryCount are triggers for a new challenge
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const setValue = (value: string | null) => {
      if (!signal.aborted) onChangeRef.current(value);
    };
    setValue(null);
    setStatus('checking');

    (async () => {
      try {
        const challenge = await getCaptchaChallenge(signal);
        if (challenge.provider === 'none') {
          setValue('none');
        } else if (challenge.provider === 'recaptcha' && challenge.site_key && widgetRef.current) {
          setStatus('widget');
          await renderRecaptcha(widgetRef.current, challenge.site_key, setValue, signal);
          return;
        } else if (challenge.provider === 'altcha') {
          const value = await solveAltcha(challenge.challenge, signal);
          if (!value) throw new Error('unsolved');
          setValue(value);
        } else {
          throw new Error('unsupported');
        }
        if (!signal.aborted) setStatus('verified');
      } catch {
        if (!signal.aborted) setStatus('failed');
      }
    })();

    return () => controller.abort();
  }, [resetKey, retryCount]);

  useEffect(() => onStatusChangeRef.current?.(status), [status]);

  const text = {
    checking: t('captcha.checking'),
    verified: t('captcha.verified'),
    failed: t('captcha.failed'),
    widget: '',
  }[status];

  return (
    <div className={styles.captcha}>
      <div ref={widgetRef} hidden={status !== 'widget'} />
      {status !== 'widget' && (
        <div
          className={cx(
            styles.box,
            status === 'verified' && styles.verified,
            status === 'failed' && styles.failed,
          )}
        >
          {status === 'checking' && <span className={styles.spinner} aria-hidden="true" />}
          {status === 'verified' && (
            <ShieldCheck className={styles.icon} size={20} aria-hidden="true" />
          )}
          {status === 'failed' && (
            <CircleAlert className={styles.icon} size={20} aria-hidden="true" />
          )}
          <span className={styles.status} aria-live="polite">
            {text}
          </span>
          {status === 'failed' ? (
            <Button
              variant="ghost"
              size="small"
              onClick={() => setRetryCount((count) => count + 1)}
            >
              {t('captcha.retry')}
            </Button>
          ) : (
            <span className={styles.brand} aria-hidden="true">
              {t('captcha.label')}
            </span>
          )}
        </div>
      )}
      <FieldErrors id={errorId} errors={status === 'verified' ? undefined : errors} />
    </div>
  );
}

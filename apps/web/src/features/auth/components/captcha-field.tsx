import { CircleAlert, ShieldCheck } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { cx } from '@/ui/cx';
import { FieldErrors } from '@/ui/field';
import { getCaptchaChallenge } from '../api/captcha-challenge';
import { solveAltcha } from './altcha';
import styles from './captcha-field.module.css';
import { renderRecaptcha } from './recaptcha';

export type CaptchaStatus = 'checking' | 'verified' | 'failed' | 'widget';

export interface Captcha {
  /** Where the check stands: 'checking' until solved or failed ('widget': the member's turn). */
  status: CaptchaStatus;
  /** Where a reCAPTCHA widget is drawn (CaptchaField places it). */
  widgetRef: RefObject<HTMLDivElement | null>;
  /** A new challenge: after an attempt that leaves the member on the form (spec §4), or a retry. */
  renew: () => void;
}

/**
 * The form's captcha: fetches a challenge, solves it (ALTCHA in Web Workers) or draws the
 * provider's widget, and gives the form its value through `onChange` (null while there is none).
 * The form reads `status` from here, the one place it is kept, and shows it with CaptchaField.
 */
export function useCaptcha(onChange: (value: string | null) => void): Captcha {
  const [status, setStatus] = useState<CaptchaStatus>('checking');
  const [round, setRound] = useState(0);
  const widgetRef = useRef<HTMLDivElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: round is the trigger for a new challenge
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
  }, [round]);

  const renew = useCallback(() => setRound((count) => count + 1), []);
  return { status, widgetRef, renew };
}

export interface CaptchaFieldProps {
  captcha: Captcha;
  errors?: readonly string[] | undefined;
}

export function CaptchaField({ captcha, errors }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const { status, widgetRef } = captcha;
  const errorId = useId();

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
            <Button variant="ghost" size="small" onClick={captcha.renew}>
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

import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { errorMessageOf } from '@/lib/notifications';
import { isApiError } from '@/staff/api/client';
import { useConsoleText } from '@/staff/lib/texts';
import { Button } from '@/ui/button';
import { type FormNotice, FormNoticeBar } from '@/ui/notification-bar';
import styles from './access.module.css';
import {
  canUsePasskeys,
  hasRememberedPasskey,
  passkeyBrowserProblem,
  usePasskeySignIn,
} from './api/passkeys';
import own from './passkeys.module.css';

/**
 * The verify step's "Use a passkey": shown when the browser supports WebAuthn and the account
 * has a passkey (the sign-in's answer said so). The browser asks the authenticator; on success
 * the session is signed in as after a code.
 */
export function PasskeySignIn({ onDone }: { onDone: () => void | Promise<void> }) {
  const { t } = useConsoleText('consoleAccess');
  const signIn = usePasskeySignIn();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  if (!canUsePasskeys() || !hasRememberedPasskey()) return null;

  const use = async () => {
    setNotice(null);
    try {
      await signIn.mutateAsync();
      await onDone();
    } catch (error) {
      if (isApiError(error)) {
        setNotice({ type: 'error', message: errorMessageOf(error.display) });
      } else {
        const problem = passkeyBrowserProblem(error);
        setNotice({
          type: 'error',
          message: problem === 'cancelled' ? t('passkey.cancelled') : t('passkey.failed'),
        });
      }
    }
  };

  return (
    <div className={styles.form}>
      <FormNoticeBar notice={notice} onClose={() => setNotice(null)} />
      <Button
        type="button"
        variant="secondary"
        isBlock
        icon={<KeyRound size={18} aria-hidden="true" />}
        aria-label={t('passkey.useOf')}
        isLoading={signIn.isPending}
        onClick={use}
      >
        {t('passkey.use')}
      </Button>
      <p className={own.or}>{t('passkey.or')}</p>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';

const ALERTED_KEY = 'alerted';

function wasAlerted(): boolean {
  try {
    return window.localStorage.getItem(ALERTED_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * A visitor already using the page (it was painted before the app started, so they can be typing
 * in a field by then, or have pressed its sign-in button, which app/early-input.ts presses again
 * now) is not interrupted: the alert would take their focus and their next keys, or cover a
 * sign-in on its way. It waits for their next visit (docs/decisions.md "The reset-password alert
 * waits").
 */
function isUsingThePage(): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== document.documentElement;
}

function rememberAlerted() {
  try {
    window.localStorage.setItem(ALERTED_KEY, 'true');
  } catch {
    // Without storage the alert may show again next visit; that is acceptable.
  }
}

/** Spec §2: asks members once to reset their password, unless the 'alerted' flag is set. */
export function ResetPasswordAlert() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Decided once mounted, not in the first render: the page may be the prerendered one
  // (build/prerender.ts), which cannot know this device's flag and must hydrate as it was sent.
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => setIsOpen(!wasAlerted() && !isUsingThePage()), []);

  const close = () => {
    rememberAlerted();
    setIsOpen(false);
  };

  return (
    <Modal
      isOpen={isOpen}
      title={t('alert.title')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('alert.notNow')}
          </Button>
          <Button
            onClick={() => {
              close();
              void navigate(paths.forgotPassword);
            }}
          >
            {t('alert.reset')}
          </Button>
        </>
      }
    >
      <p>{t('alert.text')}</p>
    </Modal>
  );
}

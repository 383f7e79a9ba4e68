import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { notify } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { verifyEmail } from '../api/verify-email';
import { AuthPanel } from './auth-panel';

/** Spec §4: a 200 goes to the success page; anything else to the resend page with a notice. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { id = '', token = '' } = useParams();
  const [search] = useSearchParams();
  // StrictMode runs effects twice in development; the link is single-use, so call it once.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    verifyEmail({
      id,
      hash: token,
      expires: search.get('expires') ?? '',
      signature: search.get('signature') ?? '',
    })
      .then(() => navigate(paths.verifySuccess, { replace: true }))
      .catch(() => {
        notify('error', 'verification_code_invalid');
        return navigate(paths.resendVerification, { replace: true });
      });
  }, [id, token, search, navigate]);

  return (
    <AuthPanel
      documentTitle={t('verifying.title')}
      title={t('verifying.title')}
      text={<p>{t('verifying.text')}</p>}
      icon={<MailCheck size={28} aria-hidden="true" />}
      isCentered
    />
  );
}

import { ArrowLeft, MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notifications';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { useResendVerification } from '../api/resend-verification';
import { AuthPanel } from './auth-panel';
import { EmailForm } from './email-form';

/** Laid out as the forgot-password page: the e-mail, then the way back beside submit. */
export function ResendVerificationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resend = useResendVerification();

  return (
    <AuthPanel
      documentTitle={t('resend.title')}
      title={t('resend.title')}
      text={<p>{t('resend.text')}</p>}
      icon={<MailCheck size={28} aria-hidden="true" />}
    >
      <EmailForm
        label={t('resend.email')}
        submitLabel={t('resend.submit')}
        whyDisabled={t('emailSubmitWhy')}
        isPending={resend.isPending}
        onSubmit={async (email) => {
          await resend.mutateAsync({ email });
          await navigate(paths.login);
          notify('success', 'new_verification_code');
        }}
        back={
          <Button
            variant="secondary"
            icon={<ArrowLeft size={18} aria-hidden="true" />}
            onClick={() => navigate(paths.login)}
          >
            {t('resend.back')}
          </Button>
        }
      />
    </AuthPanel>
  );
}

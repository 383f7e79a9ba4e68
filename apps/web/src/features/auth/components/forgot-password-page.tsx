import { ArrowLeft, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthPanel } from './auth-panel';
import { EmailForm } from './email-form';

export interface SentState {
  email?: string;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const request = useRequestPasswordReset();

  return (
    <AuthPanel
      documentTitle={t('forgot.title')}
      title={t('forgot.title')}
      text={<p>{t('forgot.text')}</p>}
      icon={<KeyRound size={28} aria-hidden="true" />}
    >
      <EmailForm
        label={t('forgot.email')}
        submitLabel={t('forgot.submit')}
        whyDisabled={t('emailSubmitWhy')}
        isPending={request.isPending}
        onSubmit={async (email) => {
          const response = await request.mutateAsync({ email });
          const state: SentState = { email };
          await navigate(
            `${paths.forgotPasswordSent}/${encodeURIComponent(response.data.data.token)}`,
            {
              state,
            },
          );
        }}
        back={
          <Button
            variant="secondary"
            icon={<ArrowLeft size={18} aria-hidden="true" />}
            onClick={() => navigate(paths.login)}
          >
            {t('forgot.back')}
          </Button>
        }
      />
    </AuthPanel>
  );
}

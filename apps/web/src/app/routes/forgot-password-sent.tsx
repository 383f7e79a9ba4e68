import { ForgotPasswordSentPage } from '@/features/auth/components/forgot-password-sent-page';

export function Component() {
  return <ForgotPasswordSentPage />;
}

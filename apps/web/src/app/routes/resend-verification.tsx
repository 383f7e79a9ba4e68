import { ResendVerificationPage } from '@/features/auth/components/resend-verification-page';

export function Component() {
  return <ResendVerificationPage />;
}

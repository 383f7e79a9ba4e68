import { SuccessPage } from '@/features/auth/components/success-page';

export function Component() {
  return <SuccessPage kind="verifySuccess" />;
}

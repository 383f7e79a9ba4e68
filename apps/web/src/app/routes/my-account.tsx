import { MyAccountPage } from '@/features/profile/components/my-account-page';

export function Component() {
  return <MyAccountPage />;
}

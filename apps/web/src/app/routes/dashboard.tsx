import { DashboardPage } from '@/features/profile/components/dashboard-page';

export function Component() {
  return <DashboardPage />;
}

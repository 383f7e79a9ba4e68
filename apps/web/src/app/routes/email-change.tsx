import { EmailChangePage } from '@/features/profile/components/email-change-page';

export function Component() {
  return <EmailChangePage />;
}

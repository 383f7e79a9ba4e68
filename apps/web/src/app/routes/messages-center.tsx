import { MessageCentrePage } from '@/features/profile/components/message-centre-page';

export function Component() {
  return <MessageCentrePage />;
}

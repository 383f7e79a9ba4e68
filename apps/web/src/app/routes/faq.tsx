import { FaqPage } from '@/features/reference/components/faq-page';

export function Component() {
  return <FaqPage />;
}

import { AboutPage } from '@/features/reference/components/about-page';

export function Component() {
  return <AboutPage />;
}

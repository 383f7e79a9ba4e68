import { ExchangesPage } from '@/features/stays/components/exchanges-page';

export function Component() {
  return <ExchangesPage />;
}

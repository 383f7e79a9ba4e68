import { ContractsPage } from '@/features/payments/components/contracts-page';

export function Component() {
  return <ContractsPage />;
}

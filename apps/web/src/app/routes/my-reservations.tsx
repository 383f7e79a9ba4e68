import { MyReservationsPage } from '@/features/stays/components/my-reservations-page';

export function Component() {
  return <MyReservationsPage />;
}

import { ReservationFoundPage } from '@/features/stays/components/reservation-found-page';

export function Component() {
  return <ReservationFoundPage />;
}

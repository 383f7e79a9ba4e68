import { useQuery } from '@tanstack/react-query';
import { reservationHotelsQueryOptions } from '@/features/reference/api/reference-data';
import { AddReservationPage } from '@/features/stays/components/add-reservation-page';
import { useLanguage } from '@/i18n/use-language';

/** The lookup form with the reference area's hotel list as its properties. */
export function Component() {
  const hotels = useQuery(reservationHotelsQueryOptions(useLanguage()));
  return (
    <AddReservationPage
      hotels={hotels.data}
      isError={hotels.isError}
      onRetry={() => hotels.refetch()}
    />
  );
}

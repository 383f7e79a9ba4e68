import { useQuery } from '@tanstack/react-query';
import { reservationHotelsQueryOptions } from '@/features/reference/api/reference-data';
import { RequestReservationPage } from '@/features/stays/components/request-reservation-page';
import { useLanguage } from '@/i18n/use-language';

/** The request form with the reference area's hotel list (fetched at sign-in already). */
export function Component() {
  const hotels = useQuery(reservationHotelsQueryOptions(useLanguage()));
  return (
    <RequestReservationPage
      hotels={hotels.data}
      isError={hotels.isError}
      onRetry={() => hotels.refetch()}
    />
  );
}

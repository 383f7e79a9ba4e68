import { useQuery } from '@tanstack/react-query';
import { useProfile } from '@/features/profile/api/profile';
import { DashboardPage } from '@/features/profile/components/dashboard-page';
import { reservationHotelsQueryOptions } from '@/features/reference/api/reference-data';
import { ExchangePartnersBlock } from '@/features/stays/components/exchange-partners-block';
import { HighlightsCarousel } from '@/features/stays/components/highlights-carousel';
import { ReservationFilterBar } from '@/features/stays/components/reservation-filter-bar';
import { useLanguage } from '@/i18n/use-language';

/**
 * The dashboard spans areas: the profile's page, with the stays area's reservation filter (hotels
 * from the reference area, fetched at sign-in) and blocks under it.
 */
export function Component() {
  const profile = useProfile();
  const hotels = useQuery(reservationHotelsQueryOptions(useLanguage()));
  return (
    <DashboardPage
      // Shown at once (no shift when the hotels arrive): the destinations fill in when loaded.
      filter={
        <ReservationFilterBar
          hotels={hotels.data ?? []}
          guestCount={profile.data?.guests.length ?? 0}
        />
      }
      extras={
        <>
          <HighlightsCarousel />
          <ExchangePartnersBlock />
        </>
      }
    />
  );
}

import { DashboardPage } from '@/features/profile/components/dashboard-page';
import { ExchangePartnersBlock } from '@/features/stays/components/exchange-partners-block';
import { HighlightsCarousel } from '@/features/stays/components/highlights-carousel';

/** The dashboard spans areas: the profile's page, with the stays area's blocks under it. */
export function Component() {
  return (
    <DashboardPage
      extras={
        <>
          <HighlightsCarousel />
          <ExchangePartnersBlock />
        </>
      }
    />
  );
}

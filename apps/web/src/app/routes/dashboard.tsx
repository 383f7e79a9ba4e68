import { DashboardPage } from '@/features/profile/components/dashboard-page';
import { HighlightsCarousel } from '@/features/stays/components/highlights-carousel';

/** The dashboard spans areas: the profile's page, with the stays area's highlights under it. */
export function Component() {
  return <DashboardPage highlights={<HighlightsCarousel />} />;
}

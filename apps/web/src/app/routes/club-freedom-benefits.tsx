import { ClubBenefitsPage } from '@/features/stays/components/club-benefits-page';
import { CLUB_LINKS } from '@/features/stays/components/club-links';

export function Component() {
  return <ClubBenefitsPage href={CLUB_LINKS.clubFreedom} />;
}

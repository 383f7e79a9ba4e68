import { CLUB_LINKS } from '@/features/stays/components/club-links';
import { PreRegistrationPage } from '@/features/stays/components/pre-registration-page';

export function Component() {
  return <PreRegistrationPage href={CLUB_LINKS.preRegistration} />;
}

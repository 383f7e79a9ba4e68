import { useProfile } from '@/features/profile/api/profile';
import { ReservationSummaryPage } from '@/features/stays/components/reservation-summary-page';

/** Spec §4: the member toggle starts on when the profile has a member id. */
export function Component() {
  const profile = useProfile();
  return <ReservationSummaryPage isMember={profile.data?.vida_member_id != null} />;
}

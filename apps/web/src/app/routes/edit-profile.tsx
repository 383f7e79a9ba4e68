import { SavedCards } from '@/features/payments/components/saved-cards';
import { EditProfilePage } from '@/features/profile/components/edit-profile-page';

/** Edit profile with the member's saved cards, read-only (the cards issue makes them editable). */
export function Component() {
  return <EditProfilePage savedCards={<SavedCards />} />;
}

import { SavedCards } from '@/features/payments/components/saved-cards';
import { EditProfilePage } from '@/features/profile/components/edit-profile-page';

/** Edit profile with the payments area's saved cards (add, make default, update, remove). */
export function Component() {
  return <EditProfilePage savedCards={<SavedCards />} />;
}

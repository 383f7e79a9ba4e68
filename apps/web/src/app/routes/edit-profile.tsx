import { billingFromProfile } from '@/features/payments/components/billing-defaults';
import { SavedCards } from '@/features/payments/components/saved-cards';
import { useProfile } from '@/features/profile/api/profile';
import { EditProfilePage } from '@/features/profile/components/edit-profile-page';

/**
 * Edit profile with the payments area's saved cards (add, make default, update, remove); a card
 * added starts from the profile's address.
 */
export function Component() {
  const profile = useProfile();
  return (
    <EditProfilePage
      savedCards={
        <SavedCards billing={profile.data ? billingFromProfile(profile.data) : undefined} />
      }
    />
  );
}

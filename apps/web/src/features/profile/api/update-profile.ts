import type { Language } from '@mp/contract/constants';
import { profileRoutes } from '@mp/contract/profile/routes';
import type { PasswordChangeBody, Profile, ProfileUpdateBody } from '@mp/contract/profile/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { keptProfile, profileKeys } from './profile';

/** Spec §4: a 200 replaces the stored profile. */
async function updateProfile(queryClient: QueryClient, body: ProfileUpdateBody) {
  const { data } = await apiRequest(profileRoutes.updateProfile, { body });
  const profile = keptProfile(data);
  queryClient.setQueryData(profileKeys.all, profile);
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: ProfileUpdateBody) => updateProfile(queryClient, body) });
}

/**
 * Spec §1: the header's language switch and the menu's logout save the profile's language, so
 * the next sign-in, on any device, opens in it. Nothing is sent when the profile has it already.
 */
export async function saveProfileLanguage(
  queryClient: QueryClient,
  language: Language,
): Promise<void> {
  const profile = queryClient.getQueryData<Profile>(profileKeys.all);
  if (profile?.language_id === language) return;
  await updateProfile(queryClient, { language_id: language });
}

/** Decision [10]: the change-password modal's own call. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => apiRequest(profileRoutes.changePassword, { body }),
  });
}

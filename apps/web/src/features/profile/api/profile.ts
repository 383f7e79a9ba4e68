import { isVisibleContract } from '@mp/contract/profile/contracts';
import { profileRoutes } from '@mp/contract/profile/routes';
import type { Profile } from '@mp/contract/profile/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { useSession } from '@/lib/session';

/** Spec §4: after loading the profile only Active, Pending and Blocked contracts are kept. */
export async function fetchProfile(): Promise<Profile> {
  const { data } = await apiRequest(profileRoutes.profile);
  return { ...data, contracts: data.contracts.filter(isVisibleContract) };
}

/** Query keys of the profile area: a later mutation invalidates exactly what it changed. */
export const profileKeys = {
  all: ['profile'] as const,
};

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.all, queryFn: fetchProfile, staleTime: 5 * 60_000 });

/** The signed-in member's profile; idle while nobody is signed in. */
export function useProfile() {
  const { isSignedIn } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: isSignedIn });
}

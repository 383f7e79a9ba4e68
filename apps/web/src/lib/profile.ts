import { routes } from '@mp/contract/routes';
import { isVisibleContract } from '@mp/contract/rules/contracts';
import type { Profile } from '@mp/contract/schemas/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client';
import { useSession } from './session';

/** Spec §4: after loading the profile only Active, Pending and Blocked contracts are kept. */
export async function fetchProfile(): Promise<Profile> {
  const { data } = await apiRequest(routes.profile);
  return { ...data, contracts: data.contracts.filter(isVisibleContract) };
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: fetchProfile, staleTime: 5 * 60_000 });

/** The signed-in member's profile; idle while nobody is signed in. */
export function useProfile() {
  const { isSignedIn } = useSession();
  return useQuery({ ...profileQueryOptions(), enabled: isSignedIn });
}

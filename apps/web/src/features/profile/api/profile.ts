import { isVisibleContract } from '@mp/contract/profile/contracts';
import { profileRoutes } from '@mp/contract/profile/routes';
import type { Profile } from '@mp/contract/profile/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { apiRequest } from '@/api/client';
import { useSession } from '@/lib/session';

/** Spec §4: the stored profile keeps only Active, Pending and Blocked contracts. */
export const keptProfile = (profile: Profile): Profile => ({
  ...profile,
  contracts: profile.contracts.filter(isVisibleContract),
});

export async function fetchProfile(): Promise<Profile> {
  const { data } = await apiRequest(profileRoutes.profile);
  return keptProfile(data);
}

/** Query keys of the profile area: a later mutation invalidates exactly what it changed. */
export const profileKeys = {
  all: ['profile'] as const,
};

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.all, queryFn: fetchProfile, staleTime: 5 * 60_000 });

/**
 * The signed-in member's profile; idle while nobody is signed in. Deferred: when the profile
 * arrives (or changes), the screens first keep what they show, then render it in a transition,
 * in slices that yield to the browser, not in one long task on a phone (decisions "Screens take
 * their data in a transition").
 */
export function useProfile() {
  const { isSignedIn } = useSession();
  return useDeferredValue(useQuery({ ...profileQueryOptions(), enabled: isSignedIn }));
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/api/query-client';
import { profileQueryOptions } from '@/features/profile/api/profile';
import { pendingRequestCount } from '@/lib/pending-requests';
import { setSessionToken } from '@/lib/session';
import { aProfile, aToken } from '@/test/builders';
import { expectRequest, type MockResponse, recordedRequests } from '@/test/fetch-mock';
import { preloadProfile } from './start-up';

/** A page hydrating in slices: its first render must find the profile still loading. */
function aHydration() {
  let hydrated: () => void = () => undefined;
  const isHydrated = new Promise<void>((resolve) => {
    hydrated = resolve;
  });
  return { isHydrated, hydrated };
}

/** The profile's answer is in (the request done), and what it started has run. */
async function answered() {
  await vi.waitFor(() => {
    expect(recordedRequests('/api/v1/profile')).toHaveLength(1);
    expect(pendingRequestCount()).toBe(0);
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const profileState = () => queryClient.getQueryState(profileQueryOptions().queryKey);

/** The profile's status in the cache once answered, and once the page is hydrated after that. */
async function statusBeforeAndAfterHydration(answer: MockResponse) {
  setSessionToken(aToken());
  expectRequest('GET', '/api/v1/profile', answer);
  const { isHydrated, hydrated } = aHydration();
  const done = preloadProfile(isHydrated);
  await answered();
  const before = profileState()?.status;
  hydrated();
  await done;
  return [before, profileState()?.status];
}

describe('preloadProfile on a prerendered page', () => {
  beforeEach(() => queryClient.clear());

  it('asks for the profile at once and caches it only once the page is hydrated', async () => {
    expect(
      await statusBeforeAndAfterHydration({ status: 200, body: { data: aProfile() } }),
    ).toEqual(['pending', 'success']);
  });

  it('holds a failure too: the error enters the cache only once the page is hydrated', async () => {
    expect(
      await statusBeforeAndAfterHydration({
        status: 403,
        body: { message: 'Forbidden', key: 'forbidden' },
      }),
    ).toEqual(['pending', 'error']);
  });
});

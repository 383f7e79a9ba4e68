import { queryClient } from '@/api/query-client';
import { isSignedIn } from '@/lib/session';

/** Spec §4: start-up removes any service worker an older portal left behind. */
export async function unregisterServiceWorkers() {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Not allowed in this context (e.g. a private window): nothing to clean.
  }
}

/**
 * Spec §4: start-up loads the member's details when someone is signed in. The profile area is
 * imported only then, so a visitor's first load carries none of it. `shownAfter`: on a page sent
 * prerendered, the answer is asked for at once but enters the cache, as the profile or as an
 * error, only once the app has hydrated the page, whose first render must be the prerender's
 * (the profile still loading).
 */
export async function preloadProfile(shownAfter?: Promise<void>) {
  if (!isSignedIn()) return;
  const { fetchProfile, profileQueryOptions } = await import('@/features/profile/api/profile');
  await queryClient.prefetchQuery({
    ...profileQueryOptions(),
    queryFn: shownAfter
      ? async () => {
          try {
            return await fetchProfile();
          } finally {
            await shownAfter;
          }
        }
      : fetchProfile,
  });
}

import { queryClient } from '@/api/query-client';
import { profileQueryOptions } from '@/lib/profile';
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

/** Spec §4: start-up loads the member's details when someone is signed in. */
export function preloadProfile() {
  if (isSignedIn()) void queryClient.prefetchQuery(profileQueryOptions());
}

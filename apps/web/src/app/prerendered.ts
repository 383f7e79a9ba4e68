import type { DataRouter } from 'react-router';
import { isSignedIn } from '@/lib/session';

/**
 * The page the server sent prerendered (build/prerender.ts marks its root element with the path,
 * the language and who it is for) and what the app is about to render: the same screen, in the
 * same language, for the same kind of visit. Only then can the app hydrate it without a mismatch.
 */
export function isPrerenderedScreen(root: HTMLElement, pathname: string, language: string) {
  const { prerendered, lang, member } = root.dataset;
  return prerendered === pathname && lang === language && (member === 'true') === isSignedIn();
}

/** Once the router's first location has its route modules and loaders done (or failed). */
export function routerSettled(router: DataRouter): Promise<void> {
  const isSettled = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (isSettled()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!isSettled()) return;
      stop();
      resolve();
    });
  });
}

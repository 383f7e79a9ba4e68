import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';
import '@/ui/global.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdSessionEndUntil } from '@/api/client';
import { App } from '@/app/app';
import { isPrerenderedScreen, routerSettled } from '@/app/prerendered';
import { appRouter } from '@/app/router';
import { preloadProfile, unregisterServiceWorkers } from '@/app/start-up';
import { currentLanguage, initI18n } from '@/i18n/i18n';
import { yieldToBrowser } from '@/lib/yield';

async function start() {
  void unregisterServiceWorkers();
  const root = document.getElementById('root');
  if (!root) return;
  // A page the server sent prerendered (build/prerender.ts) is already painted: the app takes it
  // over once its first render can match it node for node (the route's modules and texts loaded),
  // and the member's data, asked for now, is shown only after that (start-up.ts).
  const prerendered = root.dataset.prerendered;
  let hydrated: () => void = () => undefined;
  const isHydrated = new Promise<void>((resolve) => {
    hydrated = resolve;
  });
  const texts = initI18n();
  // The start-up's modules were evaluated in this task; the router is made in the next, while
  // the texts load, so the browser can paint and answer input between the two (docs/performance.md
  // "The start-up in two tasks").
  await yieldToBrowser();
  const router = appRouter();
  await texts;
  // Once the app's first render is on the page, the painted one is the app's: the mark goes, and
  // what was pressed on it meanwhile is pressed again (app/early-input.ts, from first-screen.js).
  const takenOver = () => {
    delete root.dataset.prerendered;
  };
  if (prerendered) holdSessionEndUntil(isHydrated);
  void preloadProfile(prerendered ? isHydrated : undefined);
  if (!prerendered) {
    createRoot(root).render(<App />);
    return;
  }
  await routerSettled(router);
  const { location, errors } = router.state;
  if (!errors && isPrerenderedScreen(root, location.pathname, currentLanguage())) {
    // In a transition, React hydrates in slices of a few milliseconds, yielding to the browser
    // between them, instead of one long task. What the first render reads must not change until
    // it commits: the profile and a session ended at start-up wait for it (above).
    startTransition(() => {
      const onHydrated = () => {
        hydrated();
        takenOver();
      };
      hydrateRoot(root, <App onFirstCommit={onHydrated} />);
    });
  } else {
    // Another screen (a member on /login, a visitor on a member page) or another language than
    // the one sent: the app renders its own in place of it.
    createRoot(root).render(<App onFirstCommit={takenOver} />);
    hydrated();
  }
}

void start();

/// <reference types="node" />
/**
 * The build's prerender (build/prerender.ts): renders a first screen to static HTML with React's
 * `prerenderToNodeStream`, in Node, from the same route table and component tree the browser
 * runs (app/app-tree.tsx), so that the page paints before any script and then hydrates.
 *
 * Nothing here fetches: a member screen renders as it does before its calls answer (the layout,
 * the page's heading and its loading state), which is also what the browser's first render shows.
 */

import { PassThrough } from 'node:stream';
import type { Language } from '@mp/contract/constants';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppTree } from '@/app/app-tree';
import { routerSettled } from '@/app/prerendered';
import { appRoutes } from '@/app/routes-config';
import { initI18n, setInterfaceLanguage } from '@/i18n/i18n';
import { clearSessionToken, setSessionToken } from '@/lib/session';

export interface PrerenderedPage {
  /** The root element's inner HTML. */
  html: string;
  /** The page's `<title>` text (React hoists the screen's title into the head). */
  title: string;
  /** What else React hoisted for the head (preloads). */
  head: string;
}

let started: Language | null = null;

async function switchLanguage(language: Language) {
  if (!started) {
    await initI18n(language);
    started = language;
  } else {
    await setInterfaceLanguage(language);
  }
}

/**
 * A stand-in session for a member screen: its layout is shown only to a session (guards.tsx), and
 * renders nothing of it (the member's own data arrives with the profile, after hydration).
 */
const BUILD_SESSION = {
  access_token: 'prerender',
  expires_at: '2999-01-01T00:00:00.000Z',
  refresh_token: 'prerender',
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  stream.pipe(sink);
  for await (const chunk of sink) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function prerenderPage(
  path: string,
  language: Language,
  { member }: { member: boolean },
): Promise<PrerenderedPage> {
  await switchLanguage(language);
  if (member) setSessionToken(BUILD_SESSION);
  else clearSessionToken();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await routerSettled(router);
  const landed = router.state.location.pathname;
  if (landed !== path) throw new Error(`prerender: ${path} ended on ${landed}`);
  if (router.state.errors) throw new Error(`prerender: ${path} failed to load its route`);
  const queryClient = createQueryClient();
  const { prelude } = await prerenderToNodeStream(
    <AppTree router={router} queryClient={queryClient} />,
    {
      onError(error) {
        throw error;
      },
    },
  );
  let html = await streamToString(prelude);
  router.dispose();
  // Its queries' garbage-collection timers (five minutes) would keep the build's process alive.
  queryClient.clear();
  // React puts what it hoists first (the screen's <title>, the preload of its picture): they
  // belong in the document's head, not in the root the app hydrates.
  let head = '';
  html = html.replace(/^(?:<title>[^<]*<\/title>|<link [^>]*>)+/, (hoisted) => {
    head = hoisted;
    return '';
  });
  let title = '';
  head = head.replace(/<title>([^<]*)<\/title>/, (_match, text: string) => {
    title = text;
    return '';
  });
  return { html, head, title };
}
export { documentLanguage } from '@/i18n/i18n';

// Shared by the browser tests (e2e/performance.perf.ts) and the bench (scripts/bench/web.mjs).
import { gzipSync } from 'node:zlib';

/**
 * Watches a page's requests from before its navigation: `quiet()` resolves once none has been in
 * flight for half a second, the captcha's worker scripts aside. Not Playwright's 'networkidle':
 * the captcha starts its workers from one file, and Chromium never reports the second worker's
 * script as finished to the page, so that state could wait forever on the sign-in pages.
 */
export function watchNetwork(page) {
  const inFlight = new Set();
  const workers = new Set();
  let changedAt = Date.now();
  page.on('worker', (worker) => workers.add(worker.url()));
  page.on('request', (request) => {
    inFlight.add(request);
    changedAt = Date.now();
  });
  const settle = (request) => {
    inFlight.delete(request);
    changedAt = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const busy = () => [...inFlight].some((request) => !workers.has(request.url()));
  return {
    workers,
    async quiet() {
      while (busy() || Date.now() - changedAt < 500) await page.waitForTimeout(100);
    },
  };
}

/**
 * The stylesheets a page carries written into it (a prerendered page: apps/web/build/prerender.ts),
 * at their gzip size: the first-load counts add them to the CSS fetched, as the same bytes.
 */
export async function inlineStyleBytes(page) {
  const css = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join(''),
  );
  return css ? gzipSync(css).length : 0;
}

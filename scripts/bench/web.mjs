// The web app's first loads, for `npm run bench -- web` (scripts/bench.mjs starts the server):
//   (a) the JavaScript and CSS /login and /dashboard transfer, at their gzip size, counted as
//       e2e/performance.perf.ts counts them (a cold desktop Chromium through Playwright, every
//       script and stylesheet's response body once the page's requests settle);
//   (b) Lighthouse (mobile, simulated throttling, its default settings; the performance
//       category) on /login, /dashboard, the payments centre and my reservations, the member
//       pages with a session in localStorage before the app starts, as the web app keeps it.
// Lighthouse runs `runs` times per page (BENCH_LH_RUNS, 3 by default) and the median run (by
// score) is kept, as Lighthouse's own docs advise. BENCH_LH_PAGES (comma-separated paths) picks
// some of the pages.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { inlineStyleBytes, watchNetwork } from './network.mjs';

/** apps/web/src/lib/session.ts and apps/web/src/i18n/i18n.ts */
const SESSION_KEY = 'mp.token';
const LANGUAGE_KEY = 'lang';

/** The pages Lighthouse measures (apps/web/src/lib/paths.ts). */
const LIGHTHOUSE_PAGES = [
  { page: '/login', signedIn: false },
  { page: '/dashboard', signedIn: true },
  { page: '/my-vida-vacations-payments', signedIn: true },
  { page: '/my-reservations', signedIn: true },
];

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function findChromium(given) {
  const candidates = [
    given,
    process.env.CHROMIUM_PATH,
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) throw new Error('No Chromium: set CHROMIUM_PATH or apt-get install chromium');
  return found;
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

/** e2e/performance.perf.ts's count: every script and stylesheet, transferred (gzip) size. */
async function firstLoad(browser, base, path, ready, token) {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'en-US',
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  try {
    const page = await context.newPage();
    if (token) {
      await page.addInitScript(
        ([key, value]) => window.localStorage.setItem(key, value),
        [SESSION_KEY, JSON.stringify(token)],
      );
    }
    const sizes = { js: 0, css: 0 };
    const counting = [];
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      counting.push(
        request.sizes().then(({ responseBodySize }) => {
          sizes[type === 'script' ? 'js' : 'css'] += responseBodySize;
        }),
      );
    });
    const network = watchNetwork(page);
    await page.goto(path);
    await ready(page).waitFor({ state: 'visible', timeout: 15_000 });
    await network.quiet();
    await Promise.all(counting);
    sizes.css += await inlineStyleBytes(page);
    return { jsKb: kb(sizes.js), cssKb: kb(sizes.css), totalKb: kb(sizes.js + sizes.css) };
  } finally {
    await context.close();
  }
}

async function measureBytes({ base, token, chromium }) {
  const browser = await playwrightChromium.launch({
    executablePath: chromium,
    args: CHROMIUM_ARGS,
  });
  try {
    return {
      login: await firstLoad(browser, base, '/login', (page) =>
        page.getByRole('tab', { selected: true }),
      ),
      dashboard: await firstLoad(
        browser,
        base,
        '/dashboard',
        (page) => page.getByRole('region', { name: 'Destination highlights' }),
        token,
      ),
    };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of one page in a fresh tab (Lighthouse clears the origin's cache). */
async function lighthouseOnce(browser, url, token) {
  const page = await browser.newPage();
  try {
    if (token) {
      // Runs before the app's scripts in every new document of the page, so it survives the
      // storage reset Lighthouse does before it loads the page.
      await page.evaluateOnNewDocument(
        (entries) => {
          try {
            if (window.location.protocol !== 'http:' && window.location.protocol !== 'https:')
              return;
            for (const [key, value] of entries) window.localStorage.setItem(key, value);
          } catch {
            // about:blank and friends have no storage.
          }
        },
        [
          [SESSION_KEY, JSON.stringify(token)],
          [LANGUAGE_KEY, 'en'],
        ],
      );
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    const { lhr } = result ?? {};
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const reports = process.env.BENCH_LH_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(lhr));
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      finalUrl: lhr.finalDisplayedUrl,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(audit('total-blocking-time')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      // Lighthouse's own CPU score of this machine: its 4x slowdown models a phone only on a
      // machine of a given speed, so TBT compares across machines only beside this figure.
      cpuIndex: Math.round(lhr.environment.benchmarkIndex),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ?? null,
    };
  } finally {
    await page.close();
  }
}

async function measureLighthouse({ base, token, chromium, runs }) {
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
  try {
    const rows = [];
    // BENCH_LH_PAGES=/login,/dashboard measures only those pages.
    const only = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
    const pages = only
      ? LIGHTHOUSE_PAGES.filter(({ page }) => only.includes(page))
      : LIGHTHOUSE_PAGES;
    for (const { page, signedIn } of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        // A busy machine now and then spoils a trace (NO_NAVSTART, NO_FCP): run it again.
        for (let attempt = 1; ; attempt++) {
          try {
            results.push(await lighthouseOnce(browser, `${base}${page}`, signedIn ? token : null));
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
          }
        }
      }
      results.sort((a, b) => a.score - b.score || a.lcpMs - b.lcpMs);
      const median = results[Math.floor(results.length / 2)];
      // A member page that sent Lighthouse to /login measured the wrong page.
      if (new URL(median.finalUrl).pathname !== page)
        throw new Error(`${page} ended on ${median.finalUrl}: was the session accepted?`);
      const { finalUrl: _finalUrl, ...figures } = median;
      rows.push({ page, ...figures, runs: results.map((r) => r.score) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/**
 * The web app's first-load figures against the server at `base` (a production build).
 * `session`: the login answer's `data`, stored as the web app stores it. `chromium`: the browser's path (else CHROMIUM_PATH, CHROME_PATH,
 * /usr/bin/chromium).
 * @returns {Promise<{ bytes: { login: object, dashboard: object },
 *   lighthouse: { page: string, score: number, lcpMs: number, cls: number, tbtMs: number }[] }>}
 */
export async function measureWeb({ base, session, chromium, runs }) {
  const browserPath = findChromium(chromium);
  const lighthouseRuns = Math.max(1, Number(runs ?? 3));
  const bytes = await measureBytes({ base, token: session, chromium: browserPath });
  const lighthouseRows = await measureLighthouse({
    base,
    token: session,
    chromium: browserPath,
    runs: lighthouseRuns,
  });
  return { bytes, lighthouse: lighthouseRows };
}

import { defineConfig, devices } from '@playwright/test';
import type { TestOptions } from './e2e/fixtures.ts';

/**
 * Journeys against the production build on a fresh embedded database, in en and es at the
 * spec's three widths, on the system Chromium (no browser download: scripts/test.mjs finds it).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
// localhost, not 127.0.0.1: a passkey belongs to a host name, and the browser refuses an IP
// address as one (console-passkeys.spec.ts uses this server too).
const baseURL = `http://localhost:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const widths = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1334, height: 900 },
] as const;
const JOURNEY_PROJECTS: ReadonlySet<string> = new Set(['en-1334', 'es-375']);
/**
 * The console's screen sweeps (the untagged test of each `console-<area>.spec.ts`, beside its
 * @journey tests) walk a phone and a desktop in both languages; `console.spec.ts` and
 * `console-passkeys.spec.ts` hold journeys only.
 */
const CONSOLE_SWEEP_WIDTHS: ReadonlySet<number> = new Set([375, 1334]);
const CONSOLE_JOURNEYS_ONLY = /console(-passkeys)?\.spec\.ts$/;

export default defineConfig<TestOptions>({
  testDir: './e2e',
  outputDir: '.tmp/e2e-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The first-load budget, measured once on a cold desktop browser.
    {
      name: 'performance',
      testMatch: /\.perf\.ts$/,
      use: { ...devices['Desktop Chrome'], lang: 'en' },
    },
    // Route sweeps (layout, axe, screenshots) at every width in both languages; journeys once
    // per language, English on a desktop and Spanish on a phone, so the suite grows by area and
    // not by area × width.
    ...widths.flatMap((w) =>
      (['en', 'es'] as const).map((lang) => ({
        name: `${lang}-${w.width}`,
        testIgnore: [
          ...(JOURNEY_PROJECTS.has(`${lang}-${w.width}`)
            ? []
            : [
                /journeys\.spec\.ts$/,
                CONSOLE_SWEEP_WIDTHS.has(w.width)
                  ? CONSOLE_JOURNEYS_ONLY
                  : /console[\w-]*\.spec\.ts$/,
              ]),
          // The layout measurements walk every width themselves: once per language, on a desktop.
          ...(w.width === 1334 ? [] : [/member-layout\.spec\.ts$/]),
        ],
        // Elsewhere only the console's sweeps: their journeys are tagged @journey.
        ...(JOURNEY_PROJECTS.has(`${lang}-${w.width}`) ? {} : { grepInvert: /@journey/ }),
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: w.width, height: w.height },
          isMobile: false,
          locale: lang === 'es' ? 'es-MX' : 'en-US',
          lang,
        },
      })),
    ),
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: `.tmp/e2e-data-${Date.now()}`,
      APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      CAPTCHA_PROVIDER: 'altcha',
      ALTCHA_MAX_NUMBER: '5000',
      DEV_MAILBOX: '1',
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
    },
  },
});

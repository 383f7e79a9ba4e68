import { defineConfig, devices } from '@playwright/test';
import type { TestOptions } from './e2e/fixtures.ts';

/**
 * Journeys and route sweeps against the production build on a fresh embedded database, in en and
 * es, on the system Chromium (no browser download: scripts/test.mjs finds it).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
// localhost, not 127.0.0.1: a passkey belongs to a host name, and the browser refuses an IP
// address as one (console-passkeys.spec.ts uses this server too).
const baseURL = `http://localhost:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Two browser projects: English on a desktop and Spanish on a phone. Journeys run once per
 * language; route sweeps walk every width on one page (`atEveryWidth` in e2e/fixtures.ts: 375,
 * 768 and 1334 px for members and visitors, 375 and 1334 for the console), so the suite grows by
 * screen and not by screen x width (docs/decisions.md "Browser tests: one run per language").
 */
const projects = [
  { name: 'en-1334', lang: 'en', width: 1334, height: 900 },
  { name: 'es-375', lang: 'es', width: 375, height: 812 },
] as const;

export default defineConfig<TestOptions>({
  testDir: './e2e',
  outputDir: '.tmp/e2e-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A hang guard, not a speed check: CI runs on the session's own two cores, where the longest
  // journeys (a payment with its PDF, a staff member's enrolment) took 50-60 s on a slow day.
  timeout: 120_000,
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
    ...projects.map((p) => ({
      name: p.name,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: p.width, height: p.height },
        isMobile: false,
        locale: p.lang === 'es' ? 'es-MX' : 'en-US',
        lang: p.lang,
      },
    })),
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

import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
// otpauth is a dependency of apps/api (the server's TOTP); npm hoists it to the root.
import { Secret, TOTP } from 'otpauth';
import { consoleTexts as en } from '../apps/web/src/i18n/locales/en/console.ts';
import { consoleTexts as es } from '../apps/web/src/i18n/locales/es/console.ts';
import { expect, type Lang, mailTo } from './fixtures.ts';

/** The console's catalogues: its journeys find things by the words the staff read. */
export const consoleTexts = (lang: Lang) => (lang === 'es' ? es : en) as typeof en;

/** The demo staff of the seed (apps/api/src/db/seed/staff.ts): enrolled, fixed TOTP secrets. */
export const DEMO_STAFF_PASSWORD = 'Console#2026';
export const DEMO_ADMIN = {
  email: 'admin@staff.example.com',
  totpSecret: 'MPDEMOADMINTOTPSECRETKEYAAAAAAAA',
};

const STEP_MS = 30_000;

/** The authenticator's code now, as an app on the staff member's phone would show it. */
export function totpCode(secret: string, at = Date.now()) {
  return new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    digits: 6,
    period: 30,
  }).generate({ timestamp: at });
}

/**
 * A code of a time step the account has not used yet: the server refuses a step twice (replay),
 * and two tests may sign the same account in within one step. Waits for the next step then.
 */
const usedSteps = new Map<string, number>();
export async function freshTotpCode(secret: string) {
  const step = Math.floor(Date.now() / STEP_MS);
  if (usedSteps.get(secret) === step) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 200));
  }
  usedSteps.set(secret, Math.floor(Date.now() / STEP_MS));
  return totpCode(secret);
}

/** Signs the demo admin in through the API (for setting a test up), retrying a replayed step. */
export async function adminApi(request: APIRequestContext) {
  const signIn = await request.post('/api/staff/session', {
    data: { email: DEMO_ADMIN.email, password: DEMO_STAFF_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  let csrf = (await signIn.json()).data.csrf_token as string;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const verify = await request.post('/api/staff/session/verify', {
      headers: { 'x-csrf-token': csrf },
      data: { code: await freshTotpCode(DEMO_ADMIN.totpSecret) },
    });
    if (verify.status() === 200) {
      csrf = (await verify.json()).data.csrf_token;
      return { csrf };
    }
    // Another worker used this step: the next one is ours.
    await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 200));
  }
  throw new Error('the demo admin could not sign in');
}

/** Invites a new staff member as the demo admin; answers the setup link from the mailbox. */
export async function inviteStaff(
  request: APIRequestContext,
  person: { email: string; name: string; role: 'agent' | 'supervisor' | 'admin'; language: Lang },
) {
  const { csrf } = await adminApi(request);
  const invited = await request.post('/api/staff/accounts', {
    headers: { 'x-csrf-token': csrf },
    data: person,
  });
  expect(invited.status()).toBe(201);
  await request.delete('/api/staff/session', { headers: { 'x-csrf-token': csrf } });
  const link = (await mailTo(request, person.email))
    .flatMap((mail) => mail.links)
    .find((href) => href.includes('/staff/setup/'));
  if (!link) throw new Error('no setup link in the invitation');
  return new URL(link).pathname;
}

/**
 * Screenshots of the page as it is, at a phone's and a desktop's width (375 and 1334), under
 * .tmp/console-shots/<lang>-<width>-<name>.png; the viewport comes back as it was.
 */
export async function shoot(page: Page, lang: Lang, name: string) {
  mkdirSync('.tmp/console-shots', { recursive: true });
  const original = page.viewportSize() ?? { width: 1334, height: 900 };
  for (const width of [375, 1334]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: `.tmp/console-shots/${lang}-${width}-${name}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(original);
}

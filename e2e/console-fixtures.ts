import type { APIRequestContext, Page } from '@playwright/test';
// otpauth: the server's TOTP library, also a root devDependency for the e2e and staff:code.
import { Secret, TOTP } from 'otpauth';
import { consoleTexts as en } from '../apps/web/src/i18n/locales/en/console.ts';
import { consoleTexts as es } from '../apps/web/src/i18n/locales/es/console.ts';
import {
  animationsDone,
  atEveryWidth,
  CONSOLE_SIZES,
  expect,
  type Lang,
  mailTo,
  seriousViolations,
  solveCaptcha,
} from './fixtures.ts';

/** The console's catalogues: its journeys find things by the words the staff read. */
export const consoleTexts = (lang: Lang) => (lang === 'es' ? es : en) as typeof en;

/** The demo staff of the seed (apps/api/src/db/seed/staff.ts): enrolled, fixed TOTP secrets. */
export const DEMO_STAFF_PASSWORD = 'Console#2026';
export const DEMO_ADMIN = {
  email: 'admin@staff.example.com',
  totpSecret: 'MPDEMOADMINTOTPSECRETKEYAAAAAAAA',
};

/** The authenticator's code now, as an app on the staff member's phone would show it. */
export function totpCode(secret: string, at = Date.now()) {
  return new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    digits: 6,
    period: 30,
  }).generate({ timestamp: at });
}

/**
 * Invites a new staff member as an admin of the test's own (not the demo admin: another worker
 * signing that account in within the same time step would have its code refused as a replay);
 * answers the setup link from the mailbox.
 */
export async function inviteStaff(
  request: APIRequestContext,
  person: { email: string; name: string; role: 'agent' | 'supervisor' | 'admin'; language: Lang },
) {
  const admin = await createStaff(request, 'admin', person.language);
  const csrf = await signInStaffRequest(request, admin);
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

/** A staff account made for one test (enrolled, its own TOTP secret: no step shared). */
export interface TestStaff {
  id: number;
  email: string;
  name: string;
  password: string;
  totpSecret: string;
}

/**
 * A new enrolled staff account through the test-support route (test builds only): each test signs
 * its own account in, so the server's refusal of a TOTP step used twice never meets another test.
 */
export async function createStaff(
  request: APIRequestContext,
  role: 'agent' | 'supervisor' | 'admin',
  language: Lang,
): Promise<TestStaff> {
  const response = await request.post('/api/test/staff-accounts', { data: { role, language } });
  expect(response.status()).toBe(201);
  const { data } = await response.json();
  return {
    id: data.id,
    email: data.email,
    name: data.name,
    password: data.password,
    totpSecret: data.totp_secret,
  };
}

/**
 * Signs a staff account in through the API (password, then a code of its secret) with a request
 * context: the session cookie lands in it. Answers the CSRF token.
 */
async function signInStaffRequest(request: APIRequestContext, staff: TestStaff): Promise<string> {
  const signIn = await request.post('/api/staff/session', {
    data: { email: staff.email, password: staff.password },
  });
  expect(signIn.status()).toBe(200);
  const verify = await request.post('/api/staff/session/verify', {
    headers: { 'x-csrf-token': (await signIn.json()).data.csrf_token },
    data: { code: totpCode(staff.totpSecret) },
  });
  expect(verify.status()).toBe(200);
  return (await verify.json()).data.csrf_token as string;
}

/**
 * Signs a staff account in through the API with the page's own request context: the session
 * cookie lands in the browser context. Answers the CSRF token.
 */
export function signInStaffApi(page: Page, staff: TestStaff): Promise<string> {
  return signInStaffRequest(page.request, staff);
}

/**
 * The page (1-based) of a console list that holds the item `id`, read through the staff API with
 * the browser's session: other tests' items may fill the first pages of a shared queue.
 */
export async function pageHolding(page: Page, apiPath: string, id: number): Promise<number> {
  for (let number = 1; number <= 40; number += 1) {
    const separator = apiPath.includes('?') ? '&' : '?';
    const response = await page.request.get(`${apiPath}${separator}page=${number}`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as {
      data: { items: { id: number }[]; total: number; page_size: number };
    };
    if (data.items.some((item) => item.id === id)) return number;
    if (number * data.page_size >= data.total) break;
  }
  throw new Error(`${id} is not in ${apiPath}`);
}

/** A member's access token through the API (for a member's own calls: rule 9, set up by API). */
export async function memberToken(
  request: APIRequestContext,
  member: { email: string; password: string },
): Promise<string> {
  const response = await request.post('/api/v1/login', {
    data: {
      email: member.email,
      password: member.password,
      'g-recaptcha-response': await solveCaptcha(request),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.access_token as string;
}

/** The e-mails to an address with their attachments' text (test builds only). */
export async function mailAttachments(request: APIRequestContext, address: string) {
  const response = await request.get(
    `/api/test/mail-attachments?to=${encodeURIComponent(address)}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()).data as {
    subject: string;
    attachments: { filename: string; content_type: string; content: string }[];
  }[];
}

/** axe (WCAG 2.1 A and AA): no serious or critical violation; soft, named by the screen. */
export async function expectAccessibleSoft(page: Page, screen: string) {
  expect.soft(await seriousViolations(page), `${screen}: axe`).toEqual([]);
}

/**
 * A console sweep's check of the screen as it is now: axe once, at the test's own width, then
 * every console width (375 and 1334 px) on this one page: no horizontal scroll and, on a
 * workstation, a screenshot under .tmp/screenshots/<lang>-<width>/<screen>.png (`atEveryWidth`).
 */
export async function sweepConsoleScreen(page: Page, lang: Lang, screen: string) {
  await animationsDone(page);
  await expectAccessibleSoft(page, screen);
  await atEveryWidth(page, lang, screen, CONSOLE_SIZES);
}

/**
 * Chromium's virtual authenticator on this page (DevTools protocol): a platform authenticator
 * with resident keys that verifies its user at once, as a laptop's fingerprint reader would.
 * Answers a function that lists the credentials it holds.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

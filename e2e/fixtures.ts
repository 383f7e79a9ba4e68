import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { encodeAltchaPayload } from '@mp/contract/access/captcha';
import { exampleRegisterBody } from '@mp/contract/access/examples';
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { texts } from './texts.ts';

export type Lang = 'en' | 'es';
export interface TestOptions {
  lang: Lang;
}

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  vidaMemberId: number;
}

export const PASSWORD = 'Vacation#2026';
let counter = 0;

/** Solves the server's proof-of-work challenge the way the browser does. */
export async function solveCaptcha(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/captcha');
  const { data } = await response.json();
  const challenge = data.challenge as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return encodeAltchaPayload({ challenge, solution });
}

export async function mailTo(request: APIRequestContext, address: string) {
  const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(address)}`);
  return (await response.json()).data as {
    subject: string;
    text: string;
    html: string;
    links: string[];
  }[];
}

/** A new member's details, with a member id no one uses yet. */
export function newMember(lang: Lang): Member {
  counter += 1;
  const vidaMemberId = 70_000_000 + Math.floor(Math.random() * 9_000_000) + counter;
  return {
    email: `e2e-${vidaMemberId}@example.com`,
    password: PASSWORD,
    firstName: lang === 'es' ? 'Lucía' : 'Grace',
    lastName: lang === 'es' ? 'Hernández' : 'Walker',
    vidaMemberId,
  };
}

/** The club's own record of a member, as its system would hold it (test runs only). */
export async function addClubRecord(
  request: APIRequestContext,
  member: Member,
  emailOnFile = member.email,
) {
  const response = await request.post('/api/test/member-records', {
    data: {
      vida_member_id: member.vidaMemberId,
      first_name: member.firstName,
      last_name: member.lastName,
      email: emailOnFile,
    },
  });
  expect(response.status()).toBe(201);
}

export async function newMemberRecord(request: APIRequestContext, lang: Lang): Promise<Member> {
  const member = newMember(lang);
  await addClubRecord(request, member);
  return member;
}

/** Registers through the API and opens the verification link from the dev mailbox. */
export async function registerMember(request: APIRequestContext, lang: Lang, member: Member) {
  const registered = await request.post('/api/v1/users', {
    headers: { 'x-language': lang },
    data: exampleRegisterBody({
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      password: member.password,
      password_confirmation: member.password,
      'g-recaptcha-response': await solveCaptcha(request),
      vida_member_id: String(member.vidaMemberId),
      language_id: lang,
    }),
  });
  expect(registered.status()).toBe(201);
  const link = (await mailTo(request, member.email))[0]?.links.find((l) =>
    l.includes('/account/verify/'),
  );
  if (!link) throw new Error('no verification link');
  const url = new URL(link);
  expect((await request.put(`/api/v1${url.pathname}${url.search}`)).status()).toBe(200);
}

/** The exchange companies a member belongs to, as the club's records would hold them. */
export async function addExchanges(request: APIRequestContext, member: Member, types: string[]) {
  const response = await request.post('/api/test/exchange-memberships', {
    data: { email: member.email, membership_types: types },
  });
  expect(response.status()).toBe(201);
}

/** A message the club sends the member (unread); answers its thread id. */
export async function addClubMessage(
  request: APIRequestContext,
  member: Member,
  thread: { message_type: 'alert' | 'marketing' | 'support'; subject: string; message: string },
): Promise<number> {
  const response = await request.post('/api/test/message-threads', {
    data: { email: member.email, ...thread },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data.id;
}

/**
 * A contract with something of every kind to pay, and saved sandbox cards (the first default).
 * `kind`: `payable` (default: one month the club closed, 90 days ahead) or `blocked` (status
 * Blocked, every installment closed by the club, as Maria's demo contract).
 */
export async function addContract(
  request: APIRequestContext,
  member: Member,
  options: {
    currency?: 'USD' | 'MXN';
    cards?: string[];
    kind?: 'payable' | 'blocked';
  } = {},
): Promise<{ contract_id: number; contract_number: string; card_ids: number[] }> {
  const response = await request.post('/api/test/contracts', {
    data: { email: member.email, ...options },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data;
}

/** A reservation of the club's records that no member has attached yet (add-reservation). */
export async function addReservationRecord(
  request: APIRequestContext,
  record: { hotel: string; arriving_in_days: number; lead_last_name: string },
): Promise<{ reservation_number: string; hotel_id: number; check_in_date: string }> {
  const response = await request.post('/api/test/reservations', { data: record });
  expect(response.status()).toBe(201);
  return (await response.json()).data;
}

/** The newest 6-digit code e-mailed to an address (reset and membership-claim codes). */
export async function codeMailedTo(request: APIRequestContext, address: string): Promise<string> {
  const mail = (await mailTo(request, address)).find((m) => /\b\d{6}\b/.test(m.text));
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** A verified member linked to the club's records (tests own their data). */
export async function createMember(request: APIRequestContext, lang: Lang): Promise<Member> {
  const member = await newMemberRecord(request, lang);
  await registerMember(request, lang, member);
  return member;
}

/** Signs in through the API and hands the token to the page, as the login form would store it. */
export async function signIn(page: Page, request: APIRequestContext, member: Member) {
  const response = await request.post('/api/v1/login', {
    data: {
      email: member.email,
      password: member.password,
      'g-recaptcha-response': await solveCaptcha(request),
    },
  });
  expect(response.status()).toBe(201);
  const { data } = await response.json();
  await page.addInitScript(
    (token) => window.localStorage.setItem('mp.token', JSON.stringify(token)),
    data,
  );
}

/**
 * The page's cumulative layout shift since it loaded, once its requests have settled: every
 * shift not caused by input, summed (stricter than the largest session window of the metric).
 */
export async function layoutShift(page: Page, since = 0): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    (from) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput && entry.startTime >= from) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own: read the sum after the next frame.
        requestAnimationFrame(() => setTimeout(() => resolve(total), 0));
      }),
    since,
  );
}

/**
 * Loads a screen again and again (`load`: a goto or a reload) until `settled` holds: for a state
 * the server reaches by itself (a provider's late word, a worker's delivery). Each try first waits
 * for `shown`, however slow the machine, and only then gives `settled` its one second: a try is
 * never spent on the page's own load.
 */
export async function reloadUntil(
  load: () => Promise<unknown>,
  shown: Locator,
  settled: (within: { timeout: number }) => Promise<void>,
) {
  await expect(async () => {
    await load();
    await expect(shown).toBeVisible();
    await settled({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * Opens a path and waits until the app has taken the page over: a prerendered screen (sign-in,
 * the dashboard, payments, reservations) is painted before it answers a click (src/main.tsx).
 */
export async function openScreen(page: Page, path: string) {
  await page.goto(path);
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}

/** The page's clock now: pass it to `layoutShift` to count only what a later in-app navigation moves. */
export function pageClock(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** An sRGB colour as the browser computes it (`rgb(...)` or `rgba(...)`). */
type Rgba = [number, number, number, number];

/**
 * The WCAG contrast of an element's text against what is behind it, as drawn now (after a hover,
 * say): translucent backgrounds are laid over their ancestors' until an opaque one (or white).
 */
export async function textContrast(page: Page, selector: Locator): Promise<number> {
  const handle = await selector.elementHandle();
  if (!handle) throw new Error('no element');
  return page.evaluate((element) => {
    const parse = (value: string): Rgba => {
      const match = /^rgba?\(([^)]+)\)$/.exec(value.trim());
      if (!match?.[1]) throw new Error(`unexpected colour ${value}`);
      const parts = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let background: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) background = over(layer, background);
    const text = over(parse(getComputedStyle(element).color), background);
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (c: number) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
  }, handle);
}

/** How many language switches a member can see (one is enough on every page). */
export function languageSwitches(page: Page, lang: Lang) {
  return page.getByRole('group', { name: texts(lang).common.language.label });
}

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page as it is now. axe runs in the
 * page itself (legacy mode: the default opens a second page to put the frames' results together,
 * and we scan no cross-origin frame) and hands back its violations only (not the thousands of
 * passes): 0.4 s a scan instead of 0.9 s, the same rules (a suite runs about 400 scans).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The spec's widths: a phone, a tablet and a desktop. */
export interface ScreenSize {
  width: number;
  height: number;
}
export const MEMBER_SIZES: readonly ScreenSize[] = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1334, height: 900 },
];
/** The console is for a phone and a desktop (STAFF.md). */
export const CONSOLE_SIZES: readonly ScreenSize[] = [
  { width: 375, height: 812 },
  { width: 1334, height: 900 },
];

/**
 * Screenshots are for a person to look at (`npm test` on a workstation keeps them under
 * .tmp/screenshots/); CI has nobody looking and skips them.
 */
export const TAKES_SCREENSHOTS = !process.env.CI;

/**
 * The page is no wider than the window (no horizontal scroll); a failure names the elements
 * that reach past the window's right edge. Soft: a sweep walks on and reports every screen.
 */
export async function expectNoHorizontalScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wider: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && wider.length < 5) {
        const name =
          element.className && typeof element.className === 'string'
            ? `.${element.className.split(' ')[0]}`
            : '';
        wider.push(`${element.tagName.toLowerCase()}${name} (right ${Math.round(box.right)})`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, wider };
  });
  expect
    .soft(overflow.scrollWidth, `${screen}: wider than the window (${overflow.wider.join(', ')})`)
    .toBeLessThanOrEqual(overflow.width);
}

/**
 * A route sweep's look at the screen as it is now, at every width (the spec's three for member
 * screens, a phone's and a desktop's for the console): the window resized to each, nothing
 * wider than it and, on a workstation, a screenshot under
 * .tmp/screenshots/<lang>-<width>/<name>.png (the whole page; the window while a dialog is open,
 * since a dialog is fixed to it). The window comes back to the test's own size.
 *
 * One page walks the widths: the screen's data, sign-in and navigation are paid once per
 * language, not once per width (docs/decisions.md "Browser tests: one run per language").
 */
export async function atEveryWidth(
  page: Page,
  lang: Lang,
  name: string,
  sizes: readonly ScreenSize[] = MEMBER_SIZES,
) {
  const original = page.viewportSize();
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Two frames: what re-renders on a width change (a media query read by a component) has.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    await expectNoHorizontalScroll(page, `${name} at ${size.width} px`);
    if (TAKES_SCREENSHOTS) {
      const folder = `.tmp/screenshots/${lang}-${size.width}`;
      mkdirSync(folder, { recursive: true });
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
    }
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Waits for the page's finite animations and transitions to end (a dialog fading in): axe reads
 * colours as drawn, and a half-transparent button would fail its contrast check. A spinner's
 * endless animation is not waited for.
 */
export async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** A route sweep's check of a member or visitor screen: axe at the test's own width, then every width. */
export async function sweepScreen(page: Page, lang: Lang, name: string) {
  await animationsDone(page);
  await expectAccessible(page);
  await atEveryWidth(page, lang, name);
}

export const test = base.extend<TestOptions & { consoleErrors: string[] }>({
  lang: ['en', { option: true }],
  page: async ({ page, lang }, use) => {
    await page.addInitScript(
      ({ language }) => {
        window.localStorage.setItem('lang', language);
        // The one-time reset-password alert has its own test; other journeys have seen it.
        if (!window.localStorage.getItem('alerted-test-reset'))
          window.localStorage.setItem('alerted', '1');
      },
      { language: lang },
    );
    await use(page);
  },
  // Any console error the test did not expect fails it (epic-stack's rule).
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The dev mailbox frames each e-mail in a sandbox; its complaints are not the portal's.
        if (message.location().url.includes('/dev/mailbox/')) return;
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((e) => !/status of (400|401|402|403|404|409|429)/.test(e));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

import type { Locator, Page } from '@playwright/test';
import { expect, languageSwitches, type Member, PASSWORD, signIn, test } from './fixtures.ts';
import { texts } from './texts.ts';

/**
 * Layout measured at the widths members use, with the demo members whose data is the largest
 * (issue 20 #8 and #10): John has three contracts and badges, Maria five contracts. Each test
 * goes through every width itself, once per language (in the 1334 px projects).
 */
const WIDTHS = [375, 768, 1200, 1280, 1334] as const;

const john: Member = {
  email: 'john@example.com',
  password: PASSWORD,
  firstName: 'John',
  lastName: 'Smith',
  vidaMemberId: 100001,
};
const maria: Member = {
  email: 'maria@example.com',
  password: PASSWORD,
  firstName: 'Maria',
  lastName: 'Lopez',
  vidaMemberId: 100003,
};

/** How far the page scrolls sideways (0 when it fits its window). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** The right edge of an element, in page pixels. */
async function rightEdge(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.x + box.width;
}

test.describe('member layout at every width', () => {
  test.beforeEach(({ lang }, info) => {
    test.skip(info.project.name !== `${lang}-1334`, 'each test measures every width itself');
  });

  for (const member of [john, maria]) {
    test(`my account fits with ${member.firstName}'s contracts`, async ({
      page,
      request,
      lang,
    }, info) => {
      const t = texts(lang).account.myAccount;
      await signIn(page, request, member);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/my-account');
        const details = page.getByRole('region', { name: t.detailsTitle });
        const weeks = page.getByRole('region', { name: t.contractsTitle });
        await expect(details).toContainText(member.email);
        await expect(weeks.getByRole('button', { pressed: true })).toHaveCount(1);
        await page.screenshot({
          path: `.tmp/screenshots/${info.project.name}/layout-my-account-${member.firstName.toLowerCase()}-${width}.png`,
          fullPage: true,
        });
        expect(await sidewaysScroll(page), `${width} px`).toBe(0);
        // Every card inside the window; the contract buttons scroll inside theirs.
        for (const card of await page.getByRole('main').locator('section').all()) {
          expect(await rightEdge(card), `${width} px`).toBeLessThanOrEqual(width);
        }
        // Side by side from 960 px the two cards share the row evenly; below, each is full width.
        const [detailsBox, weeksBox] = await Promise.all([
          details.boundingBox(),
          weeks.boundingBox(),
        ]);
        if (!detailsBox || !weeksBox) throw new Error('cards not rendered');
        if (width >= 960) {
          expect(Math.abs(detailsBox.width - weeksBox.width), `${width} px`).toBeLessThanOrEqual(1);
        } else {
          expect(detailsBox.width, `${width} px`).toBeGreaterThan(width * 0.85);
        }
        // The e-mail address on one line, not broken letter by letter.
        const lines = await details.getByText(member.email, { exact: true }).evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines, `${width} px`).toBe(1);
      }
    });

    test(`the header fits with ${member.firstName}'s badges`, async ({
      page,
      request,
      lang,
    }, info) => {
      const all = texts(lang);
      await signIn(page, request, member);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ['/dashboard', '/my-account']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const banner = page.getByRole('banner');
          const openMenu = banner.getByRole('button', { name: all.shell.openMenu });
          if (path === '/dashboard') {
            await page.screenshot({
              path: `.tmp/screenshots/${info.project.name}/layout-header-${member.firstName.toLowerCase()}-${width}.png`,
              clip: { x: 0, y: 0, width, height: 120 },
            });
          }
          expect(await sidewaysScroll(page), `${path} at ${width} px`).toBe(0);
          if (await openMenu.isVisible()) {
            // The collapsed bar: its menu button in the window, the switch and logout inside.
            expect(await rightEdge(openMenu), `${path} at ${width} px`).toBeLessThanOrEqual(width);
            continue;
          }
          const switches = languageSwitches(page, lang);
          await expect(switches).toHaveCount(1);
          const logout = banner.getByRole('button', { name: all.shell.logout });
          for (const tool of [switches, logout]) {
            await expect(tool).toBeVisible();
            expect(await rightEdge(tool), `${path} at ${width} px`).toBeLessThanOrEqual(width);
          }
          // The greeting may shorten, but the menu's entries never run under the tools (the
          // account icon is the last link of that name: the menu's entry comes first).
          const nav = banner.getByRole('navigation', { name: all.shell.mainNavigation });
          const accountIcon = await banner
            .getByRole('link', { name: all.shell.nav.myAccount, exact: true })
            .last()
            .boundingBox();
          expect(
            await rightEdge(nav.getByRole('listitem').last()),
            `${path} at ${width} px`,
          ).toBeLessThanOrEqual(accountIcon?.x ?? 0);
        }
      }
    });
  }
});

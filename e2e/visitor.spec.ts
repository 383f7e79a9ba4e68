import { mkdirSync } from 'node:fs';
import { privacy as privacyEn } from '../apps/web/src/features/legal/content/privacy.en.ts';
import { privacy as privacyEs } from '../apps/web/src/features/legal/content/privacy.es.ts';
import { terms as termsEn } from '../apps/web/src/features/legal/content/terms.en.ts';
import { terms as termsEs } from '../apps/web/src/features/legal/content/terms.es.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { plain, texts } from './texts.ts';

const shots = (name: string, project: string) => {
  mkdirSync(`.tmp/screenshots/${project}`, { recursive: true });
  return `.tmp/screenshots/${project}/${name}.png`;
};

test.describe('visitor screens', () => {
  test('the auth page shows the login tab on / and /login, the register tab on /register', async ({
    page,
    lang,
  }, info) => {
    const t = texts(lang).auth;
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: t.tabs.login })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: t.login.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}(-|$)`));
    await expect(page.getByText(texts(lang).auth.captcha.verified)).toBeVisible();
    await page.screenshot({ path: shots('login', info.project.name), fullPage: true });
    await expectAccessible(page);

    await page.getByRole('tab', { name: t.tabs.register }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: t.register.title })).toBeVisible();
    await page.screenshot({ path: shots('register', info.project.name), fullPage: true });
    await expectAccessible(page);

    await page.goto('/');
    await expect(page.getByRole('tab', { name: t.tabs.login })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('every visitor page passes the accessibility scan', async ({ page, lang }, info) => {
    const all = texts(lang);
    const legal =
      lang === 'es'
        ? { terms: termsEs, privacy: privacyEs }
        : { terms: termsEn, privacy: privacyEn };
    const pages: [string, string][] = [
      ['/forgot-password', all.auth.forgot.title],
      ['/forgot-password/sent', all.auth.sent.title],
      ['/reset-password', all.auth.reset.title],
      ['/account/verify/resend-email', all.auth.resend.title],
      ['/register/thank-you', all.auth.thankYou.title],
      ['/reset-password/success', all.auth.resetSuccess.title],
      ['/account/verify/success', all.auth.verifySuccess.title],
      ['/terms-and-conditions', legal.terms.title],
      ['/privacy-policy', legal.privacy.title],
      ['/nowhere-to-be-found', all.shell.notFound.title],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.screenshot({
        path: shots(path.replace(/\//g, '_') || 'home', info.project.name),
        fullPage: true,
      });
      await expectAccessible(page);
    }
  });

  test('the register form keeps submit disabled until every rule holds, with its own messages', async ({
    page,
    lang,
  }) => {
    const all = texts(lang);
    const t = all.auth.register;
    await page.goto('/register');
    const submit = page.getByRole('button', { name: t.submit });
    await expect(submit).toBeDisabled();
    await page.getByLabel(t.password, { exact: false }).first().fill('short');
    await page.getByLabel(t.passwordConfirmation, { exact: false }).fill('other');
    await page.getByLabel(t.firstName, { exact: false }).click();
    await expect(page.getByText(all.validation.password_confirmation_mismatch)).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(page.getByText(plain(t.terms))).toBeVisible();
  });

  test('a protected page sends an anonymous visitor home', async ({ page, lang }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: texts(lang).auth.tabs.login })).toBeVisible();
  });
});

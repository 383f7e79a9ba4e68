import { privacy as privacyEn } from '../apps/web/src/features/legal/content/privacy.en.ts';
import { privacy as privacyEs } from '../apps/web/src/features/legal/content/privacy.es.ts';
import { terms as termsEn } from '../apps/web/src/features/legal/content/terms.en.ts';
import { terms as termsEs } from '../apps/web/src/features/legal/content/terms.es.ts';
import { expect, languageSwitches, layoutShift, sweepScreen, test } from './fixtures.ts';
import { plain, texts } from './texts.ts';

test.describe('visitor screens', () => {
  test('the auth page shows the login tab on / and /login, the register tab on /register', async ({
    page,
    lang,
  }) => {
    const t = texts(lang).auth;
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: t.tabs.login })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: t.login.title })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await expect(languageSwitches(page, lang)).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}(-|$)`));
    await expect(page.getByText(texts(lang).auth.captcha.verified)).toBeVisible();
    await sweepScreen(page, lang, 'login');

    await page.getByRole('tab', { name: t.tabs.register }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: t.register.title })).toBeVisible();
    await sweepScreen(page, lang, 'register');

    await page.goto('/');
    await expect(page.getByRole('tab', { name: t.tabs.login })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('every visitor page passes the accessibility scan', async ({ page, lang }) => {
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
      // Nothing jumps as the page loads, and one language switch is enough.
      expect(await layoutShift(page), path).toBeLessThan(0.05);
      await expect(languageSwitches(page, lang), path).toHaveCount(1);
      await sweepScreen(page, lang, path.slice(1).replace(/\//g, '_'));
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

  test('a field in error shows a strong focus ring, and a new page starts at its top at once', async ({
    page,
    lang,
  }) => {
    const all = texts(lang);
    await page.goto('/forgot-password');
    const email = page.getByLabel(all.auth.forgot.email, { exact: false });
    await email.fill('not-an-address');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.focus();
    const ring = await email.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);

    // From the bottom of a long page, a footer link opens the next page at its top, with no
    // glide to watch (the browser's smooth scroll took over a second).
    await page.goto('/terms-and-conditions');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: all.shell.footer.privacy })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    const scrollAfterTwoFrames = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY))),
        ),
    );
    expect(scrollAfterTwoFrames).toBe(0);
  });

  test('the notification bar never covers the page under it', async ({ page, lang }) => {
    const all = texts(lang);
    await page.goto('/account/verify/resend-email');
    await page.getByLabel(all.auth.resend.email, { exact: false }).fill('nobody@example.com');
    await page.getByRole('button', { name: all.auth.resend.submit }).click();
    await expect(page).toHaveURL(/\/login$/);
    const bar = page.getByText(all.messages.new_verification_code);
    await expect(bar).toBeVisible();
    const barBox = await bar.boundingBox();
    const pageBox = await page.getByRole('main').boundingBox();
    expect(barBox && pageBox && barBox.y + barBox.height <= pageBox.y).toBe(true);
  });

  test('a protected page sends an anonymous visitor home', async ({ page, lang }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('tab', { name: texts(lang).auth.tabs.login })).toBeVisible();
  });
});

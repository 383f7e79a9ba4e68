import type { Page } from '@playwright/test';
import {
  createMember,
  expect,
  expectAccessible,
  mailTo,
  newMemberRecord,
  PASSWORD,
  signIn,
  test,
} from './fixtures.ts';
import { fill, texts } from './texts.ts';

/** A header control, opening the collapsed menu first on narrow screens. */
async function menuButton(page: Page, openMenu: string, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  if (!(await button.first().isVisible()))
    await page.getByRole('button', { name: openMenu }).click();
  return button.first();
}

test.describe('member journeys', () => {
  test('a new member registers, verifies the e-mail, signs in, switches language and signs out', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const t = all.auth;
    const member = await newMemberRecord(request, lang);

    await page.goto('/register');
    await page.getByLabel(t.register.firstName, { exact: false }).fill(member.firstName);
    await page.getByLabel(t.register.lastName, { exact: false }).fill(member.lastName);
    await page.getByLabel(t.register.email, { exact: false }).fill(member.email);
    await page.getByLabel(t.register.password, { exact: false }).first().fill(PASSWORD);
    await page.getByLabel(t.register.passwordConfirmation, { exact: false }).fill(PASSWORD);
    await page.getByLabel(t.register.mobilePhone, { exact: false }).fill('+52 998 123 4567');
    await page.getByLabel(t.register.country, { exact: false }).selectOption('MX');
    await page.getByLabel(t.register.memberId, { exact: false }).fill(String(member.vidaMemberId));
    await page.getByRole('checkbox').check();
    await expect(page.getByText(t.captcha.verified)).toBeVisible();
    await page.getByRole('button', { name: t.register.submit }).click();

    await expect(page).toHaveURL(/\/register\/thank-you$/);
    await expect(page.getByRole('heading', { name: t.thankYou.title })).toBeVisible();
    await expect(page.getByText(all.messages.user_exists_external_system)).toBeVisible();

    // The e-mail, as the member reads it in the dev mailbox.
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(member.email)}`);
    const link = page.getByRole('link', { name: /\/account\/verify\// });
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(/\/account\/verify\/success$/);
    await expect(page.getByRole('heading', { name: t.verifySuccess.title })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 });

    await page.getByLabel(t.login.email, { exact: false }).fill(member.email);
    await page.getByLabel(t.login.password, { exact: false }).first().fill(PASSWORD);
    await expect(page.getByText(t.captcha.verified)).toBeVisible();
    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.firstName);
    await expectAccessible(page);

    const other = lang === 'en' ? 'es' : 'en';
    await menuButton(page, all.shell.openMenu, all.common.language.name[other]).then((b) =>
      b.click(),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${other}(-|$)`));
    const otherTexts = texts(other);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      fill(otherTexts.dashboard.welcome.title, { name: member.firstName }),
    );
    await menuButton(page, otherTexts.shell.openMenu, otherTexts.shell.logout).then((b) =>
      b.click(),
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(otherTexts.messages.logout_success)).toBeVisible();
  });

  test('forgot password: the code from the e-mail sets a new password', async ({
    page,
    request,
    lang,
  }) => {
    const t = texts(lang).auth;
    const member = await createMember(request, lang);
    await page.goto('/forgot-password');
    await page.getByLabel(t.forgot.email, { exact: false }).fill(member.email);
    await page.getByRole('button', { name: t.forgot.submit }).click();
    await expect(page).toHaveURL(/\/forgot-password\/sent\/[\w-]+$/);
    await expect(page.getByText(fill(t.sent.textWithEmail, { email: member.email }))).toBeVisible();

    const mail = (await mailTo(request, member.email)).find((m) => /\b\d{6}\b/.test(m.text));
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel(t.reset.code, { exact: false }).fill(code);
    await page.getByLabel(t.reset.password, { exact: false }).first().fill('NewSunset#2027');
    await page.getByLabel(t.reset.passwordConfirmation, { exact: false }).fill('NewSunset#2027');
    await page.getByRole('button', { name: t.reset.submit }).click();
    await expect(page).toHaveURL(/\/reset-password\/success$/);
    await expect(page.getByRole('heading', { name: t.resetSuccess.title })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: t.countdown.goNow })
      .or(page.getByRole('button', { name: t.countdown.goNow }))
      .click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel(t.login.email, { exact: false }).fill(member.email);
    await page.getByLabel(t.login.password, { exact: false }).first().fill('NewSunset#2027');
    await expect(page.getByText(t.captcha.verified)).toBeVisible();
    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password shows the catalogue message and keeps what was typed', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    await page.goto('/login');
    await page.getByLabel(all.auth.login.email, { exact: false }).fill(member.email);
    await page.getByLabel(all.auth.login.password, { exact: false }).first().fill('Wrong#Pass1');
    await expect(page.getByText(all.auth.captcha.verified)).toBeVisible();
    await page.getByRole('button', { name: all.auth.login.submit }).click();
    await expect(page.getByText(all.messages.wrong_login_credentials)).toBeVisible();
    await expect(page.getByLabel(all.auth.login.email, { exact: false })).toHaveValue(member.email);
  });

  test('a signed-in member on a visitor page goes to the dashboard, and a deep link survives sign-in', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.getByLabel(all.auth.login.email, { exact: false }).fill(member.email);
    await page.getByLabel(all.auth.login.password, { exact: false }).first().fill(PASSWORD);
    await expect(page.getByText(all.auth.captcha.verified)).toBeVisible();
    await page.getByRole('button', { name: all.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the member-id question after a login of an unlinked account', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    const unlinked = await newMemberRecord(request, lang);
    // Registered with an id the club does not know: the account exists but is not linked.
    const { solveCaptcha } = await import('./fixtures.ts');
    const response = await request.post('/api/v1/users', {
      data: {
        first_name: 'Pat',
        last_name: 'Unlinked',
        email: unlinked.email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        mobile_phone: '+52 998 123 4567',
        country: 'MX',
        'g-recaptcha-response': await solveCaptcha(request),
        vida_member_id: '999999999',
        language_id: lang,
        terms_and_conditions: true,
      },
    });
    expect(response.status()).toBe(201);
    const link =
      (await mailTo(request, unlinked.email))[0]?.links.find((l) =>
        l.includes('/account/verify/'),
      ) ?? '';
    const url = new URL(link);
    expect((await request.put(`/api/v1${url.pathname}${url.search}`)).status()).toBe(200);

    await page.goto('/login');
    await page.getByLabel(all.auth.login.email, { exact: false }).fill(unlinked.email);
    await page.getByLabel(all.auth.login.password, { exact: false }).first().fill(PASSWORD);
    await expect(page.getByText(all.auth.captcha.verified)).toBeVisible();
    await page.getByRole('button', { name: all.auth.login.submit }).click();
    await expect(page.getByLabel(all.auth.login.memberId, { exact: false })).toBeVisible();
    await expectAccessible(page);
    expect(member.email).not.toBe(unlinked.email);
  });

  test('the reset-password alert shows once', async ({ page, lang }) => {
    const t = texts(lang).auth;
    await page.addInitScript(() => {
      window.localStorage.setItem('alerted-test-reset', '1');
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.removeItem('alerted');
        window.sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: t.alert.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.alert.notNow }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('tab', { name: t.tabs.login })).toBeVisible();
    await expect(page.getByRole('dialog', { name: t.alert.title })).toBeHidden();
  });

  test('the signed-in dashboard', async ({ page, request, lang }, info) => {
    const member = await createMember(request, lang);
    await signIn(page, request, member);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.firstName);
    await page.screenshot({
      path: `.tmp/screenshots/${info.project.name}/dashboard.png`,
      fullPage: true,
    });
    await expectAccessible(page);
  });
});

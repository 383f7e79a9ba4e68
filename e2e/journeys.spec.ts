import { SUCCESS_COUNTDOWN_SECONDS } from '@mp/contract/access/constants';
import { interpolate } from '@mp/contract/i18n/interpolate';
import { messagesEn } from '@mp/contract/i18n/messages.en';
import { messagesEs } from '@mp/contract/i18n/messages.es';
import type { Locator, Page } from '@playwright/test';
import type { Lang } from './fixtures.ts';
import {
  addClubRecord,
  addContract,
  addReservationRecord,
  codeMailedTo,
  createMember,
  expect,
  expectAccessible,
  mailTo,
  newMember,
  newMemberRecord,
  openScreen,
  PASSWORD,
  registerMember,
  reloadUntil,
  signIn,
  test,
  textContrast,
} from './fixtures.ts';
import { texts } from './texts.ts';

/** The success pages' countdown, then the sign-in page's load on a busy two-core machine. */
const AFTER_COUNTDOWN = (SUCCESS_COUNTDOWN_SECONDS + 10) * 1000;

const messages = (lang: Lang) => (lang === 'es' ? messagesEs : messagesEn);

/** Signs in through the login form, as a member does (the sign-in screens' own tests). */
async function submitLogin(page: Page, lang: Lang, email: string, password: string) {
  const t = texts(lang).auth;
  await page.getByLabel(t.login.email, { exact: false }).fill(email);
  await page.getByLabel(t.login.password, { exact: false }).first().fill(password);
  await expect(page.getByText(t.captcha.verified)).toBeVisible();
  await page.getByRole('button', { name: t.login.submit }).click();
}

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
    await expect(page).toHaveURL(/\/login$/, { timeout: AFTER_COUNTDOWN });

    await submitLogin(page, lang, member.email, PASSWORD);
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
      interpolate(otherTexts.dashboard.welcome.title, { name: member.firstName }),
    );
    await menuButton(page, otherTexts.shell.openMenu, otherTexts.shell.logout).then((b) =>
      b.click(),
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(otherTexts.messages.logout_success)).toBeVisible();

    // The next day, on another device: nothing stored, the browser's language, and the
    // profile's saved language wins at sign-in.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}(-|$)`));
    await submitLogin(page, lang, member.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${other}(-|$)`));
  });

  test('edit profile: the no-change warning, a saved change, a language change, a new password and a new e-mail', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const t = all.account;
    const member = await createMember(request, lang);
    await signIn(page, request, member);
    await page.goto('/my-account');
    await page.getByRole('link', { name: t.myAccount.editProfile }).click();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: t.edit.title })).toBeVisible();

    // Nothing changed: a warning, nothing sent.
    const address = page.getByLabel(t.edit.addressLine1, { exact: false });
    await address.fill('Av. Kukulcán km 12');
    const save = page.getByRole('button', { name: t.edit.save });
    await save.click();
    const updated = page.getByRole('dialog', { name: t.edit.successTitle });
    await expect(updated).toBeVisible();
    await updated.getByRole('button', { name: t.edit.successClose }).click();
    await save.click();
    await expect(page.getByText(all.messages.no_property_changed)).toBeVisible();

    // The language radio switches the interface at once, as the header's switch does (one
    // language: issue 20 #9); the next save is mailed in it.
    const other = lang === 'en' ? 'es' : 'en';
    const o = texts(other);
    await page.getByRole('radio', { name: all.common.language.name[other] }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${other}(-|$)`));
    await expect(page.getByRole('radio', { name: o.common.language.name[other] })).toBeChecked();
    await page.getByLabel(o.account.edit.city, { exact: false }).fill('Cancún');
    await page.getByRole('button', { name: o.account.edit.save }).click();
    const modal = page.getByRole('dialog', { name: o.account.edit.successTitle });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(o.messages.profile_updated_email_sent)).toBeVisible();
    // A city is a contact detail: an agent reviews it (issue 20 #15).
    await expect(modal.getByText(o.messages.profile_in_review)).toBeVisible();
    await modal.getByRole('button', { name: o.account.edit.successClose }).click();
    const mail = await mailTo(request, member.email);
    expect(mail.map((m) => m.subject)).toContain(
      other === 'es' ? 'Tu perfil se actualizó' : 'Your profile was updated',
    );

    // A new password in its modal, with the current one.
    await page.getByRole('button', { name: o.account.edit.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: o.account.password.title });
    await dialog.getByLabel(o.account.password.current, { exact: false }).fill(PASSWORD);
    await dialog
      .getByLabel(o.account.password.new, { exact: false })
      .first()
      .fill('Sunset#Beach2027');
    await dialog
      .getByLabel(o.account.password.confirmation, { exact: false })
      .fill('Sunset#Beach2027');
    await dialog.getByRole('button', { name: o.account.password.submit }).click();
    await expect(page.getByText(o.messages.password_changed)).toBeVisible();
    await expect(dialog).toBeHidden();

    // A new e-mail waits for its link, which the member opens from the dev mailbox.
    const newEmail = `new-${member.email}`;
    await page.getByLabel(o.account.edit.email, { exact: false }).fill(newEmail);
    await page.getByRole('button', { name: o.account.edit.save }).click();
    const requested = page.getByRole('dialog', { name: o.account.edit.successTitle });
    await expect(requested.getByText(o.messages.email_change_requested)).toBeVisible();
    await requested.getByRole('button', { name: o.account.edit.successClose }).click();
    await expect(
      page.getByText(
        interpolate(o.account.edit.pendingEmail, { email: newEmail, current: member.email }),
      ),
    ).toBeVisible();
    await expectAccessible(page);
    // (A new page load starts in the project's language: the test fixture stores it.)
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(newEmail)}`);
    await page.getByRole('link', { name: /\/account\/email\/confirm\// }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: t.emailChange.successTitle }),
    ).toBeVisible();
    await page.getByRole('link', { name: t.emailChange.toAccount }).click();
    await expect(page.getByRole('region', { name: t.myAccount.detailsTitle })).toContainText(
      newEmail,
    );
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
    await expect(
      page.getByText(interpolate(t.sent.textWithEmail, { email: member.email })),
    ).toBeVisible();

    const code = await codeMailedTo(request, member.email);
    await page.getByLabel(t.reset.code, { exact: false }).fill(code);
    await page.getByLabel(t.reset.password, { exact: false }).first().fill('NewSunset#2027');
    await page.getByLabel(t.reset.passwordConfirmation, { exact: false }).fill('NewSunset#2027');
    await page.getByRole('button', { name: t.reset.submit }).click();
    await expect(page).toHaveURL(/\/reset-password\/success$/);
    await expect(page.getByRole('heading', { name: t.resetSuccess.title })).toBeVisible();
    // The countdown takes the member to login by itself (the "go now" button has its own test).
    await expect(page.getByRole('button', { name: t.countdown.goNow })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: AFTER_COUNTDOWN });

    await submitLogin(page, lang, member.email, 'NewSunset#2027');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a session ended on another device says so in the catalogue sentence', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    await signIn(page, request, member);
    await openScreen(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.firstName);

    // Elsewhere, the member resets the password: every session of the account ends.
    const forgot = await request.post('/api/v1/users/passwords', { data: { email: member.email } });
    const { token } = (await forgot.json()).data.data;
    const code = await codeMailedTo(request, member.email);
    const reset = await request.put(`/api/v1/users/passwords/${token}`, {
      data: {
        verification_code: code,
        password: 'NewSunset#2027',
        password_confirmation: 'NewSunset#2027',
      },
    });
    expect(reset.status()).toBe(204);

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(all.messages.unauthenticated)).toBeVisible();
  });

  test('registration works with the keyboard alone', async ({ page, request, lang }) => {
    const t = texts(lang).auth;
    const member = await newMemberRecord(request, lang);
    /** Tab forward until the control has focus: no click anywhere. */
    const tabTo = async (target: ReturnType<Page['getByRole']>) => {
      for (let i = 0; i < 60; i++) {
        if (await target.evaluate((element) => element === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`not reachable with Tab: ${target}`);
    };
    await page.goto('/login');
    await tabTo(page.getByRole('tab', { name: t.tabs.login }));
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\/register$/);
    const field = (label: string) => page.getByLabel(label, { exact: false }).first();
    const type = async (label: string, value: string) => {
      await tabTo(field(label));
      await page.keyboard.type(value);
    };
    await type(t.register.firstName, member.firstName);
    await type(t.register.lastName, member.lastName);
    await type(t.register.email, member.email);
    await type(t.register.password, PASSWORD);
    await type(t.register.passwordConfirmation, PASSWORD);
    await type(t.register.mobilePhone, '+52 998 123 4567');
    await tabTo(field(t.register.country));
    // Type-ahead: México (Mexico) is the first country starting with M, as it leads the list.
    await page.keyboard.press('M');
    await expect(field(t.register.country)).toHaveValue('MX');
    await type(t.register.memberId, String(member.vidaMemberId));
    await tabTo(page.getByRole('checkbox'));
    await page.keyboard.press('Space');
    await expect(page.getByText(t.captcha.verified)).toBeVisible();
    await tabTo(page.getByRole('button', { name: t.register.submit }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/register\/thank-you$/);
  });

  test('a wrong password shows the catalogue message and keeps what was typed', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    await page.goto('/login');
    await submitLogin(page, lang, member.email, 'Wrong#Pass1');
    await expect(page.getByText(all.messages.wrong_login_credentials)).toBeVisible();
    await expect(page.getByLabel(all.auth.login.email, { exact: false })).toHaveValue(member.email);
  });

  test('a signed-in member on a visitor page goes to the dashboard, and a deep link survives sign-in', async ({
    page,
    request,
    lang,
  }) => {
    const member = await createMember(request, lang);
    await openScreen(page, '/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await submitLogin(page, lang, member.email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an account the club did not know yet confirms its member id at login', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = newMember(lang);
    // Registered with another address than the one the club has on file: unlinked until the
    // member proves the mailbox on file with the code sent there.
    const onFile = `on-file-${member.vidaMemberId}@example.com`;
    await registerMember(request, lang, member);
    await addClubRecord(request, member, onFile);

    await page.goto('/login');
    await submitLogin(page, lang, member.email, PASSWORD);
    const memberId = page.getByLabel(all.auth.login.memberId, { exact: false });
    await expect(memberId).toBeVisible();
    await expect(page.getByText(all.messages.account_not_member_id)).toBeVisible();
    await expectAccessible(page);
    await memberId.fill(String(member.vidaMemberId));
    await expect(page.getByText(all.auth.captcha.verified)).toBeVisible();
    await page.getByRole('button', { name: all.auth.login.submit }).click();
    await expect(page.getByText(all.messages.member_id_code_sent)).toBeVisible();
    const code = await codeMailedTo(request, onFile);
    await page.getByLabel(all.auth.login.memberIdCode, { exact: false }).fill(code);
    await expect(page.getByText(all.auth.captcha.verified)).toBeVisible();
    await page.getByRole('button', { name: all.auth.login.submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
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
});

test.describe('payments', () => {
  /** Opens a payment type of the only contract from the payments centre. */
  async function openType(page: Page, lang: Lang, type: 'monthly' | 'other_fees') {
    const all = texts(lang);
    await openScreen(page, '/my-vida-vacations-payments');
    await page
      .getByRole('link', {
        name: interpolate(all.payments.centre.payType, { type: all.payments.types[type] }),
      })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(all.payments.types[type]);
  }

  /** Continue, type the CVV, pay: the thank-you page. */
  async function payWithCvv(page: Page, lang: Lang, cvv = '123') {
    const all = texts(lang);
    await page.getByRole('button', { name: all.payments.method.continue }).click();
    const dialog = page.getByRole('dialog', { name: all.payments.cvv.title });
    await dialog.getByLabel(all.payments.cvv.label).fill(cvv);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: /\d/ }).last().click();
    return dialog;
  }

  test('pays the installments due, then two chosen months, then an other fee; the invoice is a PDF', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    const { contract_number } = await addContract(request, member);
    await signIn(page, request, member);

    // The screens' layout and accessibility are the sweep's (member-screens.spec.ts); this pays.
    await openScreen(page, '/my-vida-vacations-payments');
    await expect(page.getByText(contract_number).first()).toBeVisible();

    // 1. The installments due: the overdue one with its late fee and today's.
    await openType(page, lang, 'monthly');
    await expect(page.getByText(/\$1,025\.00\sUSD/).first()).toBeVisible();
    await payWithCvv(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      all.payments.result.successTitle,
    );
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: all.payments.result.downloadInvoice }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^invoice_\d+\.pdf$/);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    // 2. Two chosen months; the one not available for payment explains whom to call.
    await openType(page, lang, 'monthly');
    await page.getByLabel(all.payments.method.modes.multiple).check();
    const choose = page.getByRole('checkbox');
    await expect(choose).toHaveCount(2);
    await choose.first().check();
    await choose.last().check();
    await expect(page.getByText(/\$1,000\.00\sUSD/).first()).toBeVisible();
    await page.getByRole('button', { name: /\d{4}/ }).first().click();
    const accounting = page.getByRole('dialog', { name: all.payments.method.accountingTitle });
    await expect(accounting.getByRole('link').first()).toHaveAttribute('href', /^tel:/);
    await page.keyboard.press('Escape');
    await payWithCvv(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      all.payments.result.successTitle,
    );

    // 3. The renewal fee, past due, at its fixed amount.
    await openType(page, lang, 'other_fees');
    await expect(page.getByText(all.payments.method.pastDue)).toBeVisible();
    await expect(page.getByText(/\$1,260\.00\sUSD/).first()).toBeVisible();
    await payWithCvv(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      all.payments.result.successTitle,
    );

    // The history has the three payments, the newest first.
    await page.goto('/my-vida-vacations-payments_history');
    const rows = page.locator('details').first().locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(/\$1,260\.00\sUSD/);
  });

  /** The card modal's billing step, then its confirmation, then the provider's page. */
  async function toProvider(page: Page, lang: Lang, dialogName: string, makeDefault = false) {
    const all = texts(lang);
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.getByLabel(all.payments.checkout.firstName).fill('Grace');
    await dialog.getByLabel(all.payments.checkout.lastName).fill('Walker');
    await dialog.getByLabel(all.payments.checkout.address).fill('Av. Tulum 225');
    await dialog.getByLabel(all.payments.checkout.country).selectOption('MX');
    // The provider takes Mexico's state as its code: a list, as for the US and Canada.
    await dialog.getByLabel(all.payments.checkout.state).selectOption('ROO');
    await dialog.getByLabel(all.payments.checkout.city).fill('Cancún');
    await dialog.getByLabel(all.payments.checkout.postCode).fill('77500');
    if (makeDefault) await dialog.getByLabel(all.payments.checkout.makeDefault).check();
    await dialog.getByRole('button', { name: all.payments.checkout.continue }).click();
    await expect(dialog.getByRole('note')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: all.payments.checkout.goToProvider }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/SandboxPay/);
  }

  /** The sandbox's card form (its own page, in the request's language). */
  async function typeCard(page: Page, number: string) {
    await page.getByLabel(/Card number|Número de tarjeta/).fill(number);
    await page.getByLabel(/^(Month|Mes)$/).selectOption('12');
    await page.getByLabel(/^(Year|Año)$/).selectOption(String(new Date().getFullYear() + 2));
    await page.getByLabel(/CVV/).fill(number.startsWith('3') ? '1234' : '123');
    await page.getByLabel(/Name on the card|Nombre en la tarjeta/).fill('GRACE WALKER');
  }

  test('a new card on the provider’s page: declined, cancelled, paid and saved; then cards managed', async ({
    page,
    request,
    lang,
  }) => {
    // Five trips through the provider's pages: three times a usual journey's time.
    test.slow();
    const all = texts(lang);
    const member = await createMember(request, lang);
    await addContract(request, member, { cards: [] });
    await signIn(page, request, member);

    // Declined by the card processor: the failure page with its reason, nothing paid.
    await openType(page, lang, 'monthly');
    await expect(page.getByLabel(all.payments.cards.addNew)).toBeChecked();
    await page.getByRole('button', { name: all.payments.method.continue }).click();
    await toProvider(page, lang, all.payments.checkout.payTitle);
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^(Pay|Pagar) / }).click();
    await expect(page).toHaveURL(/\/fail-payment\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(all.payments.result.failTitle);
    await expect(page.getByText(messages(lang).payment_declined)).toBeVisible();

    // Cancelled on the provider's page.
    await openType(page, lang, 'monthly');
    await page.getByRole('button', { name: all.payments.method.continue }).click();
    await toProvider(page, lang, all.payments.checkout.payTitle);
    await page.getByRole('button', { name: /Cancel and return|Cancelar y volver/ }).click();
    await expect(page).toHaveURL(/\/cancelled-payment\//);
    await expect(page.getByText(messages(lang).checkout_cancelled)).toBeVisible();

    // Paid with a new card that is saved.
    await openType(page, lang, 'monthly');
    await page.getByRole('button', { name: all.payments.method.continue }).click();
    await toProvider(page, lang, all.payments.checkout.payTitle);
    await typeCard(page, '4111 1111 1111 1111');
    await page.getByRole('button', { name: /^(Pay|Pagar) / }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      all.payments.result.successTitle,
    );

    // A second card added from the profile, as the default; then the first made default again,
    // and the second removed after the confirmation.
    await page.goto('/edit-profile');
    const visa = interpolate(all.payments.cards.ending, { type: 'Visa', lastFour: '1111' });
    await expect(page.getByText(visa)).toBeVisible();
    await page.getByRole('button', { name: all.payments.cards.add }).click();
    await toProvider(page, lang, all.payments.checkout.addTitle, true);
    await typeCard(page, '5555 5555 5555 4444');
    await page.getByRole('button', { name: /Save card|Guardar tarjeta/ }).click();
    await expect(page).toHaveURL(/\/success-tokenization$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      all.payments.result.tokenizationTitle,
    );
    await page.goto('/edit-profile');
    await page
      .getByRole('button', {
        name: interpolate(all.payments.cards.makeDefaultOf, { lastFour: '1111' }),
      })
      .click();
    await expect(
      page.getByRole('button', {
        name: interpolate(all.payments.cards.makeDefaultOf, { lastFour: '4444' }),
      }),
    ).toBeVisible();
    await page
      .getByRole('button', { name: interpolate(all.payments.cards.removeOf, { lastFour: '4444' }) })
      .click();
    await page.getByRole('button', { name: all.payments.cards.removeConfirm }).click();
    await expect(
      page.getByText(
        interpolate(all.payments.cards.ending, { type: 'Mastercard', lastFour: '4444' }),
      ),
    ).toHaveCount(0);
    await expectAccessible(page);
  });

  /** The Pay link of a type in the payments centre. */
  const payLink = (page: Page, lang: Lang, type: 'monthly' | 'other_fees') => {
    const all = texts(lang);
    return page.getByRole('link', {
      name: interpolate(all.payments.centre.payType, { type: all.payments.types[type] }),
    });
  };
  /** The first amount written in a text ("$18,000.00 USD", "$9,850.00 MXN"). */
  const amountIn = (text: string | null) => /\$[\d,]+\.\d{2}\s(USD|MXN)/.exec(text ?? '')?.[0];

  test('installments, then the pay-off: it follows the balance, the numbers add up, and nothing is left (issue 19 #2)', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    await addContract(request, member);
    await signIn(page, request, member);

    /** Pay in full's one line: the pay-off and the balance it clears; the totals are that line. */
    async function payOffShown() {
      await openType(page, lang, 'monthly');
      await page.getByLabel(all.payments.method.modes.full).check();
      const rows = page.getByRole('table').locator('tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(all.payments.method.payOff);
      const cells = rows.first().getByRole('cell');
      const payOff = amountIn(await cells.last().textContent());
      const clears = amountIn(await cells.first().textContent());
      const balance = amountIn(
        await page
          .getByText(interpolate(all.payments.method.balance, { amount: '' }).trim())
          .first()
          .textContent(),
      );
      expect(payOff).toMatch(/\d/);
      expect(clears).toBe(balance);
      const line = (name: string) =>
        page.locator('dl > div').filter({ has: page.getByText(name, { exact: true }) });
      expect(amountIn(await line(all.payments.method.subtotal).textContent())).toBe(payOff);
      expect(amountIn(await line(all.payments.method.lateFees).textContent())).toMatch(
        /^\$0\.00\s/,
      );
      expect(amountIn(await line(all.payments.method.total).textContent())).toBe(payOff);
      return { payOff: payOff ?? '', balance: balance ?? '' };
    }
    const cents = (amount: string) => Number(amount.replace(/[^\d]/g, ''));

    const before = await payOffShown();
    expect(cents(before.payOff)).toBeLessThanOrEqual(cents(before.balance));

    // The installments due ($1,000.00 USD of principal, $25.00 USD of late fee).
    await openType(page, lang, 'monthly');
    await payWithCvv(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      all.payments.result.successTitle,
    );

    // The pay-off went down with the balance, by the principal paid.
    const after = await payOffShown();
    expect(cents(before.balance) - cents(after.balance)).toBe(100_000);
    expect(cents(before.payOff) - cents(after.payOff)).toBe(100_000);
    await payWithCvv(page, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      all.payments.result.successTitle,
    );
    await expect(page.getByText(after.payOff)).toBeVisible();

    // Nothing is left to pay on the contract.
    await openScreen(page, '/my-vida-vacations-payments');
    await expect(page.getByText(all.payments.centre.blocked.no_balance)).toBeVisible();
    await expect(payLink(page, lang, 'monthly')).toHaveCount(0);
  });

  test('a blocked contract: the contact centre, no online payment of the months the club closed, Accounting’s numbers (issue 19 #5)', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    await addContract(request, member, { kind: 'blocked', currency: 'MXN' });
    await signIn(page, request, member);
    await openScreen(page, '/my-vida-vacations-payments');
    await expect(page.getByText(all.payments.contracts.blockedHint)).toBeVisible();
    await expect(page.getByText(all.payments.centre.closedByClub)).toBeVisible();
    await expect(payLink(page, lang, 'monthly')).toHaveCount(0);
    await page.getByRole('button', { name: all.payments.centre.contactAccounting }).click();
    const accounting = page.getByRole('dialog', { name: all.payments.method.accountingTitle });
    await expect(accounting.getByRole('link')).toHaveCount(2);
    await expect(accounting.getByRole('link').first()).toHaveAttribute('href', /^tel:/);
    await expectAccessible(page);
  });

  test('a card held for review: under review, its items held, then the provider’s final word settles it (issue 19 #6)', async ({
    page,
    request,
    lang,
  }) => {
    test.slow();
    const all = texts(lang);
    const member = await createMember(request, lang);
    await addContract(request, member, { cards: [] });
    await signIn(page, request, member);

    await openType(page, lang, 'monthly');
    await page.getByRole('button', { name: all.payments.method.continue }).click();
    // The signed request's reference names the payment at the sandbox's review desk.
    let reference = '';
    await page.route('**/api/v1/payment/checkout', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      reference = body.data.data.fields.reference_number;
      await route.fulfill({ response, json: body });
    });
    await toProvider(page, lang, all.payments.checkout.payTitle);
    expect(reference).not.toBe('');
    await typeCard(page, '4000 0000 0000 0119');
    await page.getByRole('button', { name: /^(Pay|Pagar) / }).click();

    // Not a failure: the result page says the payment is under review.
    await expect(page).toHaveURL(/\/success-payment\/\d+$/);
    const resultPage = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      all.payments.result.reviewTitle,
    );
    await expect(
      page.getByRole('button', { name: all.payments.result.downloadInvoice }),
    ).toHaveCount(0);
    await expectAccessible(page);

    // The payments centre shows it under review and does not offer its items again.
    await openScreen(page, '/my-vida-vacations-payments');
    const open = page.getByRole('region', { name: all.payments.open.heading });
    await expect(open.getByText(all.payments.open.review, { exact: true })).toBeVisible();
    await expect(payLink(page, lang, 'monthly')).toHaveCount(0);

    // The provider's final word: accepted at the sandbox's review desk.
    await page.goto(`/sandbox/review?lang=${lang}`);
    await page
      .getByRole('button', {
        name: new RegExp(`^(Accept the payment|Aceptar el pago) ${reference}$`),
      })
      .click();
    await expect(page.getByRole('status')).toContainText(reference);

    const title = page.getByRole('heading', { level: 1 });
    await reloadUntil(
      () => page.goto(resultPage),
      title,
      (within) => expect(title).toHaveText(all.payments.result.successTitle, within),
    );
    await openScreen(page, '/my-vida-vacations-payments');
    await expect(page.getByRole('region', { name: all.payments.open.heading })).toHaveCount(0);
    await page.goto('/my-vida-vacations-payments_history');
    await expect(page.locator('details').first().locator('tbody tr')).toHaveCount(1);
  });

  test('an abandoned checkout is shown in progress until a time, and cancelled to pay again at once (issue 19 #8)', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    await addContract(request, member, { cards: [] });
    await signIn(page, request, member);

    await openType(page, lang, 'monthly');
    await page.getByRole('button', { name: all.payments.method.continue }).click();
    await toProvider(page, lang, all.payments.checkout.payTitle);
    // The member leaves the provider's page without paying.
    await page.goBack();
    await openScreen(page, '/my-vida-vacations-payments');
    const open = page.getByRole('region', { name: all.payments.open.heading });
    const pendingUntil = all.payments.open.pendingUntil.split('{{')[0] ?? '';
    await expect(open.getByText(pendingUntil)).toContainText(/\d{1,2}:\d{2}/);
    await expect(payLink(page, lang, 'monthly')).toHaveCount(0);
    await expectAccessible(page);

    await open.getByRole('button', { name: all.payments.open.cancel }).click();
    await page
      .getByRole('dialog', { name: all.payments.open.cancelTitle })
      .getByRole('button', { name: all.payments.open.cancelConfirm })
      .click();
    await expect(payLink(page, lang, 'monthly')).toBeVisible();
    await expect(open).toHaveCount(0);
    await openType(page, lang, 'monthly');
    await expect(page.getByRole('button', { name: all.payments.method.continue })).toBeEnabled();
  });

  test('every kind of button keeps its label readable on hover (issue 19 #12)', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    await addContract(request, member);
    await signIn(page, request, member);
    /** The label's contrast with what is behind it, once the hover's transition is over. */
    const onHover = async (button: Locator) => {
      await button.scrollIntoViewIfNeeded();
      await button.hover();
      await page.waitForTimeout(400);
      return textContrast(page, button);
    };

    await openScreen(page, '/my-vida-vacations-payments');
    expect(await onHover(payLink(page, lang, 'monthly')), 'primary').toBeGreaterThanOrEqual(4.5);
    await page.goto('/edit-profile');
    expect(
      await onHover(page.getByRole('button', { name: all.payments.cards.add })),
      'secondary',
    ).toBeGreaterThanOrEqual(4.5);
    expect(
      await onHover(
        page.getByRole('button', {
          name: interpolate(all.payments.cards.removeOf, { lastFour: '1111' }),
        }),
      ),
      'ghost',
    ).toBeGreaterThanOrEqual(4.5);
    await page.goto('/my-account');
    const onDark = page.getByRole('link', {
      name: new RegExp(all.account.myAccount.callNow.split('{{')[0] ?? ''),
    });
    expect(await onHover(onDark), 'on dark').toBeGreaterThanOrEqual(4.5);
  });

  test('no byte of the web bundle holds a payment secret', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const folder = 'apps/web/dist/assets';
    const files = (await readdir(folder)).filter((name) => /\.(js|css|html)$/.test(name));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      const text = await readFile(`${folder}/${name}`, 'utf8');
      // The sandbox's development secret, and the names a real key would travel under.
      expect(text, name).not.toContain('sandbox-secret-key-for-development-only');
      expect(text, name).not.toMatch(/secret_key|SECRET_KEY|REST_SECRET/);
    }
  });

  test("the sandbox's declining card shows the failure and changes nothing", async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const member = await createMember(request, lang);
    await addContract(request, member, { cards: ['4000000000000002'] });
    await signIn(page, request, member);
    await openType(page, lang, 'monthly');
    const dialog = await payWithCvv(page, lang);
    await expect(dialog.getByText(messages(lang).payment_declined)).toBeVisible();
    await page.keyboard.press('Escape');
    // Nothing was paid: the same installments are still due.
    await page.reload();
    await expect(page.getByText(/\$1,025\.00\sUSD/).first()).toBeVisible();
    await page.goto('/my-vida-vacations-payments_history');
    await expect(page.getByText(all.payments.history.none)).toBeVisible();
  });
});

test.describe('stays', () => {
  const HOTEL = 'The Grand Bliss Nuevo Vallarta';

  /**
   * Opens a date field's calendar and picks, with the keyboard, the day `days` after the one it
   * opens on (today, or the first day that can be chosen): the way across a month's end too.
   */
  async function pickDay(page: Page, lang: Lang, label: string, days: number) {
    const all = texts(lang);
    await page
      .getByRole('button', { name: interpolate(all.common.dateField.choose, { label }) })
      .click();
    const calendar = page.getByRole('dialog', {
      name: interpolate(all.common.dateField.calendar, { label }),
    });
    await expect(calendar.locator('button.rdp-day_button:focus')).toHaveCount(1);
    for (let i = 0; i < days; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
  }

  test('requests a stay from the dashboard with two more travellers, attaches a club reservation, and e-mails a confirmation', async ({
    page,
    request,
    lang,
  }) => {
    const all = texts(lang);
    const r = all.reservations;
    const member = await createMember(request, lang);
    await signIn(page, request, member);

    // The dashboard's filter: destination and dates, then the request form with them.
    await openScreen(page, '/dashboard');
    await page.getByRole('combobox', { name: r.filter.destination }).selectOption({ label: HOTEL });
    await pickDay(page, lang, r.filter.arriving, 10);
    await pickDay(page, lang, r.filter.departing, 4);
    await page.getByRole('button', { name: r.filter.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.request.title);
    await expect(page.getByRole('combobox', { name: r.request.destination })).toHaveValue(/\d+/);
    await page.getByRole('combobox', { name: r.request.unitType }).selectOption({ index: 2 });
    await page.getByRole('combobox', { name: r.request.guests }).selectOption('3');
    await expectAccessible(page);
    await page.getByRole('button', { name: r.request.submit }).click();

    // The summary: two blank travellers to complete (an adult needs an e-mail).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.summary.title);
    await expect(page.getByText(HOTEL)).toBeVisible();
    await page.getByRole('button', { name: r.summary.submit }).click();
    await expect(page.getByText(r.summary.travelersInvalid)).toBeVisible();
    const first = page.getByRole('group', {
      name: interpolate(r.summary.travelerN, { number: 1 }),
    });
    await first.getByLabel(r.summary.firstName).fill('Emily');
    await first.getByLabel(r.summary.lastName).fill('Walker');
    await first.getByLabel(r.summary.email).fill('emily@example.com');
    await first.getByRole('button', { name: r.summary.save }).click();
    const second = page.getByRole('group', {
      name: interpolate(r.summary.travelerN, { number: 2 }),
    });
    await second.getByLabel(r.summary.age).selectOption('child');
    await expect(second.getByLabel(r.summary.email)).toHaveCount(0);
    await second.getByLabel(r.summary.firstName).fill('Jacob');
    await second.getByLabel(r.summary.lastName).fill('Walker');
    await second.getByRole('button', { name: r.summary.save }).click();
    await expect(page.getByText('Emily Walker')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: r.summary.submit }).click();
    const thanks = page.getByRole('dialog', { name: r.summary.thanksTitle });
    await thanks.getByRole('button', { name: r.summary.toMyReservations }).click();

    // My reservations: the request is upcoming, as requested; its confirmation is e-mailed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.mine.title);
    const requested = page.getByRole('article').filter({ hasText: HOTEL });
    await expect(requested.getByText(r.statuses.requested)).toBeVisible();
    await expectAccessible(page);
    await requested.getByRole('button', { name: new RegExp(r.mine.send) }).click();
    await expect(page.getByText(messages(lang).reservation_confirmation_sent)).toBeVisible();
    const mails = await mailTo(request, member.email);
    expect(mails.some((mail) => mail.subject.includes(HOTEL))).toBe(true);

    // A reservation booked by phone: a wrong last name is not found, the right one is attached.
    const record = await addReservationRecord(request, {
      hotel: HOTEL,
      arriving_in_days: 3,
      lead_last_name: member.lastName,
    });
    await page.getByRole('link', { name: r.mine.add }).click();
    await page
      .getByRole('combobox', { name: r.add.property })
      .selectOption(String(record.hotel_id));
    await page.getByLabel(r.add.confirmationNumber).fill(record.reservation_number);
    // The calendar opens on today: the check-in is three days on.
    await pickDay(page, lang, r.add.checkIn, 3);
    await page.getByLabel(r.add.lastName).fill('Nobody');
    await page.getByRole('button', { name: r.add.submit }).click();
    await expect(page.getByText(messages(lang).reservation_not_found)).toBeVisible();
    await page.getByLabel(r.add.lastName).fill(member.lastName);
    await page.getByRole('button', { name: r.add.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.found.title);
    await expect(page.getByText(record.reservation_number)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: r.found.verify }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
  });
});

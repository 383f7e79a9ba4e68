import { interpolate } from '@mp/contract/i18n/interpolate';
import {
  consoleTexts,
  createStaff,
  DEMO_ADMIN,
  DEMO_STAFF_PASSWORD,
  inviteStaff,
  totpCode,
} from './console-fixtures.ts';
import { atEveryWidth, CONSOLE_SIZES, expect, expectAccessible, test } from './fixtures.ts';
import { texts } from './texts.ts';

const PASSWORD = 'Console#Staff2026';

/**
 * The staff console's journeys, once per language (English on a desktop, Spanish on a phone):
 * a new staff member sets a password from the invitation, enrols an authenticator (the QR code
 * and the key in text, a computed code), keeps the recovery codes, reaches the console, signs
 * out and back in with a recovery code. Each screen is scanned by axe at the test's own width,
 * then checked at 375 and 1334 px by resizing the one page (no horizontal scroll; a screenshot
 * under .tmp/screenshots/<lang>-<width>/ on a workstation).
 */
test('a new staff member enrols, uses the console and signs in again', async ({
  page,
  request,
  lang,
}) => {
  const t = consoleTexts(lang);
  const access = t.consoleAccess;
  const shell = t.consoleShell;
  const isPhone = (page.viewportSize()?.width ?? 1334) < 960;
  const person = {
    email: `console-${lang}-${Date.now()}@staff.example.com`,
    name: lang === 'es' ? 'Lucía Ramírez' : 'Grace Walker',
    // English: an administrator (every screen); Spanish: a supervisor (no staff accounts).
    role: lang === 'es' ? ('supervisor' as const) : ('admin' as const),
    language: lang,
  };
  const setupPath = await inviteStaff(request, person);

  // The invitation's link: the password, with the member rules.
  await page.goto(setupPath);
  await expect(page.getByRole('heading', { level: 1, name: access.setup.title })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'setup-password', CONSOLE_SIZES);
  await page.getByLabel(access.setup.password, { exact: false }).first().fill(PASSWORD);
  await page.getByLabel(access.setup.confirmation, { exact: false }).fill(PASSWORD);
  await page.getByRole('button', { name: access.setup.submit }).click();

  // Sign-in: e-mail and password.
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: access.signIn.title })).toBeVisible();
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'sign-in', CONSOLE_SIZES);
  await page.getByLabel(access.signIn.email).fill(person.email);
  await page.getByLabel(access.signIn.password, { exact: false }).first().fill(PASSWORD);
  await page.getByRole('button', { name: access.signIn.submit }).click();

  // Enrolment: the QR code as an image, the key in groups, a code from it.
  await expect(page.getByRole('heading', { level: 1, name: access.enrol.title })).toBeVisible();
  const qr = page.getByRole('img', { name: access.enrol.qrAlt });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  const secret = (await page.locator('code').innerText()).trim();
  expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const code = page.getByLabel(access.enrol.code);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'enrol', CONSOLE_SIZES);
  await code.fill('000000');
  await page.getByRole('button', { name: access.enrol.submit }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: access.enrol.submit }).click();

  // The recovery codes, once: ten of them, a download, then the console.
  await expect(page.getByRole('heading', { level: 1, name: access.recovery.title })).toBeVisible();
  const codes = page.getByRole('list', { name: access.recovery.listLabel }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().innerText()).trim();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: access.recovery.downloadOf }).click();
  expect((await download).suggestedFilename()).toBe(access.recovery.fileName);
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'recovery-codes', CONSOLE_SIZES);
  await page.getByRole('button', { name: access.recovery.continue }).click();

  // The console's home, in the staff member's language, with the role's navigation only.
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: shell.home.title.replace('{{name}}', person.name),
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'home', CONSOLE_SIZES);
  const openMenu = async () => {
    if (!isPhone) return;
    await page.getByRole('button', { name: shell.menu.open }).click();
  };
  await openMenu();
  const nav = page.getByRole('navigation', { name: shell.nav.label });
  await expect(nav.getByRole('link', { name: shell.nav.audit })).toBeVisible();
  if (isPhone) {
    await expectAccessible(page);
    await atEveryWidth(page, lang, 'menu', CONSOLE_SIZES);
  }
  await expect(nav.getByRole('link', { name: shell.nav.accounts })).toHaveCount(
    person.role === 'admin' ? 1 : 0,
  );

  // The audit log: this person's own sign-in is in it; filters by staff member and dates.
  await nav.getByRole('link', { name: shell.nav.audit }).click();
  const auditHeading = page.getByRole('heading', { level: 1, name: t.consoleAudit.title });
  await expect(auditHeading).toBeFocused();
  const events = t.consoleAudit.events;
  await expect(page.getByText(events.staff_signed_in).first()).toBeVisible();
  await page.getByLabel(t.consoleAudit.filters.member).fill('abc');
  await page.getByRole('button', { name: t.consoleAudit.filters.apply }).click();
  await expect(page.getByLabel(t.consoleAudit.filters.member)).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByLabel(t.consoleAudit.filters.member).fill('');
  // The date filter is the portal's date field: today is picked from its calendar.
  const common = texts(lang).common;
  const from = t.consoleAudit.filters.from;
  await page
    .getByRole('button', { name: interpolate(common.dateField.choose, { label: from }) })
    .click();
  const calendar = page.getByRole('dialog', {
    name: interpolate(common.dateField.calendar, { label: from }),
  });
  await expect(calendar.locator('button.rdp-day_button:focus')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await page.getByRole('button', { name: t.consoleAudit.filters.apply }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByText(events.staff_signed_in).first()).toBeVisible();
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'audit', CONSOLE_SIZES);

  if (person.role === 'admin') {
    // Staff accounts: the list, an invitation, disable and enable.
    await openMenu();
    await nav.getByRole('link', { name: shell.nav.accounts }).click();
    const accounts = t.consoleAccounts;
    await expect(page.getByRole('heading', { level: 1, name: accounts.title })).toBeFocused();
    await expect(page.getByText(person.email)).toBeVisible();
    await expectAccessible(page);
    // On a desktop the columns line up down the list, the administrator's own row (no action) too.
    const factsLeft = await page
      .locator('main li dl')
      .evaluateAll((lists) => lists.map((dl) => Math.round(dl.getBoundingClientRect().left)));
    expect(factsLeft.length).toBeGreaterThan(1);
    if ((page.viewportSize()?.width ?? 0) >= 960) expect(new Set(factsLeft).size).toBe(1);
    await atEveryWidth(page, lang, 'accounts', CONSOLE_SIZES);
    await page.getByRole('button', { name: accounts.inviteOf }).click();
    const dialog = page.getByRole('dialog', { name: accounts.form.title });
    await dialog.getByRole('button', { name: accounts.form.submit }).click();
    await expect(dialog.getByLabel(accounts.form.name)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await atEveryWidth(page, lang, 'accounts-invite', CONSOLE_SIZES);
    const invitee = { name: 'Ada Lovelace', email: `invitee-${Date.now()}@staff.example.com` };
    await dialog.getByLabel(accounts.form.name).fill(invitee.name);
    await dialog.getByLabel(accounts.form.email).fill(invitee.email);
    await dialog.getByRole('button', { name: accounts.form.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(invitee.email)).toBeVisible();
    await page
      .getByRole('button', { name: accounts.disableOf.replace('{{name}}', invitee.name) })
      .click();
    await page.getByRole('button', { name: accounts.confirmDisable.confirm }).click();
    const enable = page.getByRole('button', {
      name: accounts.enableOf.replace('{{name}}', invitee.name),
    });
    await expect(enable).toBeVisible();
    await enable.click();
    await expect(
      page.getByRole('button', { name: accounts.disableOf.replace('{{name}}', invitee.name) }),
    ).toBeVisible();
  } else {
    // A screen the role may not use: the 403 page, inside the console.
    await page.goto('/staff/accounts');
    await expect(
      page.getByRole('heading', { level: 1, name: shell.forbidden.title }),
    ).toBeVisible();
    await expectAccessible(page);
    await atEveryWidth(page, lang, 'forbidden', CONSOLE_SIZES);
  }

  // Sign out, then back in with a recovery code; the place asked for is kept.
  await openMenu();
  await page.getByRole('button', { name: shell.menu.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await page.goto('/staff/audit');
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Faudit/);
  await page.getByLabel(access.signIn.email).fill(person.email);
  await page.getByLabel(access.signIn.password, { exact: false }).first().fill(PASSWORD);
  await page.getByRole('button', { name: access.signIn.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: access.verify.title })).toBeVisible();
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'verify', CONSOLE_SIZES);
  await page.getByRole('button', { name: access.verify.useRecovery }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: access.verify.recoveryTitle }),
  ).toBeVisible();
  await page.getByLabel(access.verify.recoveryCode).fill(recoveryCode.toUpperCase());
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'verify-recovery', CONSOLE_SIZES);
  await page.getByRole('button', { name: access.verify.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.consoleAudit.title })).toBeVisible();

  // Sign out everywhere: the session ends; the next call returns to the sign-in.
  await openMenu();
  await page.getByRole('button', { name: shell.menu.signOutEverywhereOf }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
});

/**
 * A staff member signs in with the authenticator's code: in English the demo admin of the README
 * (enrolled, fixed secret), in Spanish an admin of the test's own, so the two languages never
 * send the same account's code in one time step (the server refuses a step twice).
 */
test('an enrolled admin signs in with a code, and an ended session returns to the sign-in', async ({
  page,
  request,
  context,
  lang,
}) => {
  const t = consoleTexts(lang);
  const access = t.consoleAccess;
  const account =
    lang === 'en'
      ? { ...DEMO_ADMIN, password: DEMO_STAFF_PASSWORD, language: 'en' as const }
      : { ...(await createStaff(request, 'admin', 'es')), language: 'es' as const };
  await page.goto('/staff/audit');
  await page.getByLabel(access.signIn.email).fill(account.email);
  await page.getByLabel(access.signIn.password, { exact: false }).first().fill(account.password);
  await page.getByRole('button', { name: access.signIn.submit }).click();
  await page.getByLabel(access.verify.code).fill(totpCode(account.totpSecret));
  await page.getByRole('button', { name: access.verify.submit }).click();
  // The console then speaks the account's language.
  const spoken = consoleTexts(account.language);
  const audit = page.getByRole('heading', { level: 1, name: spoken.consoleAudit.title });
  await expect(audit).toBeVisible();
  // The session ends on the server (idle, or signed out elsewhere): the next call says 401.
  await context.clearCookies();
  await page.getByLabel(spoken.consoleAudit.filters.member).fill('1');
  await page.getByRole('button', { name: spoken.consoleAudit.filters.apply }).click();
  await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Faudit.*reason=expired/);
  await expect(page.getByText(spoken.messages.staff_session_expired)).toBeVisible();
});

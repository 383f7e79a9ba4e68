import {
  addVirtualAuthenticator,
  consoleTexts,
  createStaff,
  totpCode,
} from './console-fixtures.ts';
import { atEveryWidth, CONSOLE_SIZES, expect, expectAccessible, test } from './fixtures.ts';

/**
 * Passkeys in the staff console (issue 21), once per language (English on a desktop, Spanish on a
 * phone), with Chromium's virtual authenticator: a staff member signs in with a code, adds a
 * passkey and renames it, signs out, signs in again with the password and the passkey (no code),
 * finds that sign-in in the audit log and removes the passkey. The passkeys screen, its rename
 * dialog and the verify step with its "Use a passkey" are scanned by axe at the test's own width,
 * then checked at 375 and 1334 px by resizing the one page (no horizontal scroll; on a
 * workstation .tmp/screenshots/<lang>-<width>/passkeys.png, ...). A passkey belongs to a host
 * name: the shared server is reached at localhost for that (playwright.config.ts).
 */
test('a staff member adds a passkey, signs in with it instead of a code and removes it', async ({
  page,
  request,
  lang,
}) => {
  const t = consoleTexts(lang);
  const access = t.consoleAccess;
  const shell = t.consoleShell;
  const passkeys = access.passkeys;
  const isPhone = (page.viewportSize()?.width ?? 1334) < 960;
  const authenticator = await addVirtualAuthenticator(page);
  // A supervisor: the audit log is one of the role's screens.
  const staff = await createStaff(request, 'supervisor', lang);
  const openMenu = async () => {
    if (isPhone) await page.getByRole('button', { name: shell.menu.open }).click();
  };
  const signInWithPassword = async () => {
    await page.getByLabel(access.signIn.email).fill(staff.email);
    await page.getByLabel(access.signIn.password, { exact: false }).first().fill(staff.password);
    await page.getByRole('button', { name: access.signIn.submit }).click();
    await expect(page.getByRole('heading', { level: 1, name: access.verify.title })).toBeVisible();
  };
  const home = page.getByRole('heading', {
    level: 1,
    name: shell.home.title.replace('{{name}}', staff.name),
  });
  const usePasskey = page.getByRole('button', { name: access.passkey.useOf });
  const nameField = page
    .getByRole('region', { name: passkeys.addTitle })
    .getByRole('textbox', { name: passkeys.name, exact: true });
  const list = page.getByRole('region', { name: passkeys.listLabel });

  // Signed in with the authenticator app's code: no passkey to offer yet.
  await page.goto('/staff/login');
  await signInWithPassword();
  await expect(usePasskey).toHaveCount(0);
  await page.getByLabel(access.verify.code).fill(totpCode(staff.totpSecret));
  await page.getByRole('button', { name: access.verify.submit }).click();
  await expect(home).toBeVisible();

  // The account panel's "Passkeys": none yet.
  await openMenu();
  await page.getByRole('link', { name: passkeys.manage, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: passkeys.title })).toBeFocused();
  await expect(page.getByText(passkeys.empty)).toBeVisible();

  // A name first (required), then the browser's dialog, answered by the virtual authenticator.
  await page.getByRole('button', { name: passkeys.add }).click();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  const firstName = lang === 'es' ? 'Laptop de la oficina' : 'Office laptop';
  await nameField.fill(firstName);
  await page.getByRole('button', { name: passkeys.add }).click();
  await expect(page.getByText(t.messages.staff_passkey_added)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(firstName, { exact: true })).toBeVisible();
  await expect(list.getByText(passkeys.neverUsed, { exact: false })).toBeVisible();
  await expect(nameField).toHaveValue('');
  const held = await authenticator.credentials();
  expect(held).toHaveLength(1);
  expect(held[0]?.rpId).toBe(new URL(page.url()).hostname);
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'passkeys', CONSOLE_SIZES);

  // Renamed in a dialog.
  const newName = lang === 'es' ? 'Llave de seguridad' : 'Security key';
  await list
    .getByRole('button', { name: passkeys.renameOf.replace('{{name}}', firstName) })
    .click();
  const rename = page.getByRole('dialog', { name: passkeys.renameTitle });
  await expect(rename.getByRole('textbox', { name: passkeys.name, exact: true })).toHaveValue(
    firstName,
  );
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'passkeys-rename', CONSOLE_SIZES);
  await rename.getByRole('textbox', { name: passkeys.name, exact: true }).fill(newName);
  await rename.getByRole('button', { name: passkeys.save }).click();
  await expect(rename).toBeHidden();
  await expect(list.getByText(newName, { exact: true })).toBeVisible();
  await expect(list.getByText(firstName, { exact: true })).toHaveCount(0);

  // Signed out, then in again: the password, then the passkey instead of a code.
  await openMenu();
  await page.getByRole('button', { name: shell.menu.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await signInWithPassword();
  await expect(usePasskey).toBeVisible();
  await expect(page.getByLabel(access.verify.code)).toBeVisible();
  await expectAccessible(page);
  await atEveryWidth(page, lang, 'verify-passkey', CONSOLE_SIZES);
  await usePasskey.click();
  await expect(home).toBeVisible();

  // The audit log: this account's latest sign-in was with the passkey.
  await page.goto(`/staff/audit?staff_id=${staff.id}`);
  await expect(page.getByRole('heading', { level: 1, name: t.consoleAudit.title })).toBeVisible();
  const events = t.consoleAudit.events;
  const entries = page
    .getByRole('region', { name: t.consoleAudit.tableCaption })
    .getByRole('listitem');
  const entriesOf = (label: string) =>
    entries.filter({ has: page.getByText(label, { exact: true }) });
  await expect(entriesOf(events.staff_passkey_added)).toHaveCount(1);
  await expect(entriesOf(events.staff_passkey_renamed)).toHaveCount(1);
  const signIns = entriesOf(events.staff_signed_in);
  await expect(signIns).toHaveCount(2);
  // Newest first: the passkey's sign-in names its method in the detail, the first one the app.
  const latest = signIns.first();
  await latest.getByText(t.consoleAudit.columns.detail, { exact: true }).click();
  await expect(latest.locator('pre')).toBeVisible();
  await expect(latest.locator('pre')).toContainText('"method": "passkey"');
  await expect(signIns.last().locator('pre')).toContainText('"method": "totp"');

  // Back on the passkeys screen: used today; then removed, after a confirmation.
  await openMenu();
  await page.getByRole('link', { name: passkeys.manage, exact: true }).click();
  await expect(list.getByText(passkeys.neverUsed, { exact: false })).toHaveCount(0);
  await list.getByRole('button', { name: passkeys.removeOf.replace('{{name}}', newName) }).click();
  const confirm = page.getByRole('dialog', {
    name: passkeys.removeTitle.replace('{{name}}', newName),
  });
  await confirm.getByRole('button', { name: passkeys.remove, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(t.messages.staff_passkey_removed)).toBeVisible();
  await expect(page.getByText(passkeys.empty)).toBeVisible();
});

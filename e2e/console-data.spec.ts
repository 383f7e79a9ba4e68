import { IMPORT_COLUMNS } from '@mp/contract/clubdata/constants';
import { interpolate } from '@mp/contract/i18n/interpolate';
import type { Page } from '@playwright/test';
import {
  consoleTexts,
  createStaff,
  signInStaffApi,
  sweepConsoleScreen,
} from './console-fixtures.ts';
import { createMember, expect, type Lang, openScreen, signIn, test } from './fixtures.ts';

/**
 * The club's own data (issue 22): an admin imports a CSV file of contracts in the console (the
 * dry run first, then apply) and the member sees the new contract in the payments centre; the
 * sweep of the import and API key screens. Both once per language (English on a desktop, Spanish
 * on a phone); the sweep checks each screen at 375 and 1334 px by resizing the one page (no
 * horizontal scroll, screenshots), axe at the test's own width.
 */

let counter = 0;
const contractNumber = (lang: Lang) => {
  counter += 1;
  return `E2E-${lang.toUpperCase()}-${Date.now().toString(36).toUpperCase()}${counter}`;
};

function contractsCsv(rows: { number: string; memberId: number; date?: string }[]) {
  const header = IMPORT_COLUMNS.contracts.join(',');
  const lines = rows.map((row) =>
    [
      row.number,
      row.memberId,
      'Active',
      'Grand Luxxe Riviera Maya',
      'USD',
      'Vidanta',
      '42000',
      '36500.50',
      '650',
      '35000',
      '1850',
      'Two Bedroom Grand Luxxe',
      row.date ?? '2025-06-15',
      20,
      1,
    ].join(','),
  );
  return `${[header, ...lines].join('\n')}\n`;
}

async function uploadFile(page: Page, lang: Lang, csv: string, name: string) {
  const t = consoleTexts(lang).consoleImport;
  await page.getByLabel(t.upload.entity).selectOption('contracts');
  await page.getByLabel(t.upload.file).setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await page.getByRole('button', { name: t.upload.submit }).click();
  await expect(page).toHaveURL(/\/staff\/import\/\d+$/);
}

test.describe('the club’s own data', { tag: '@journey' }, () => {
  test('an admin imports a CSV of contracts and a member sees the new contract', async ({
    page,
    request,
    lang,
  }) => {
    const t = consoleTexts(lang);
    const texts = t.consoleImport;
    const member = await createMember(request, lang);
    const number = contractNumber(lang);
    const admin = await createStaff(request, 'admin', lang);
    await signInStaffApi(page, admin);

    await page.goto('/staff/import');
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await uploadFile(
      page,
      lang,
      contractsCsv([{ number, memberId: member.vidaMemberId }]),
      `${number}.csv`,
    );

    // The dry run: one new contract, no errors; nothing is written yet.
    await expect(page.getByText(texts.detail.errorsNone)).toBeVisible();
    const dryRun = page.getByRole('region', { name: texts.detail.dryRun });
    await expect(dryRun.getByText(texts.detail.outcomes.created)).toBeVisible();
    await expect(page.getByRole('cell', { name: number })).toBeVisible();

    await page.getByRole('button', { name: texts.detail.apply }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: texts.detail.confirmApply.confirm })
      .click();
    await expect(page.getByRole('region', { name: texts.detail.appliedTitle })).toBeVisible();
    await expect(
      page.getByText(`${texts.entities.contracts} · ${texts.status.applied}`),
    ).toBeVisible();

    // The member sees it in the payments centre.
    await page.context().clearCookies();
    await signIn(page, request, member);
    await openScreen(page, '/my-vida-vacations-payments');
    await expect(page.getByText(number).first()).toBeVisible();
  });
});

test('console data screens: no horizontal scroll, axe, a screenshot of each', async ({
  page,
  request,
  lang,
}) => {
  const t = consoleTexts(lang);
  const isPhone = (page.viewportSize()?.width ?? 1334) < 960;
  const admin = await createStaff(request, 'admin', lang);
  await signInStaffApi(page, admin);

  await page.goto('/staff');
  if (isPhone) await page.getByRole('button', { name: t.consoleShell.menu.open }).click();
  const navigation = page.getByRole('navigation', { name: t.consoleShell.nav.label });
  await navigation.getByRole('link', { name: t.consoleShell.nav.dataImport }).click();
  await expect(page).toHaveURL(/\/staff\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: t.consoleImport.title })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await sweepConsoleScreen(page, lang, 'import');

  // A file with bad lines: the errors by line number, apply refused.
  const number = contractNumber(lang);
  await uploadFile(
    page,
    lang,
    contractsCsv([
      { number, memberId: 990_000_001 },
      { number: `${number}-B`, memberId: 990_000_002, date: '2025-02-30' },
    ]),
    'contracts-with-errors.csv',
  );
  const errors = page.getByRole('region', {
    name: interpolate(t.consoleImport.detail.errors, { count: 1 }),
  });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('cell', { name: 'contract_date' })).toBeVisible();
  await expect(page.getByRole('button', { name: t.consoleImport.detail.apply })).toBeDisabled();
  await sweepConsoleScreen(page, lang, 'import-detail');

  // API keys: create one, the key shown once.
  await page.goto('/staff/integrations');
  await expect(
    page.getByRole('heading', { level: 1, name: t.consoleIntegrations.title }),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: t.consoleIntegrations.createOf }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t.consoleIntegrations.form.name).fill(`ERP ${lang} ${Date.now()}`);
  await dialog.getByLabel(t.consoleIntegrations.scopes.contracts).check();
  await dialog.getByRole('button', { name: t.consoleIntegrations.form.submit }).click();
  const secret = page.locator('[data-secret]');
  await expect(secret).toHaveText(/^mpk_/);
  await sweepConsoleScreen(page, lang, 'integrations-secret');
  await page.getByRole('button', { name: t.consoleIntegrations.secret.done }).click();
  await expect(secret).toHaveCount(0);
  await sweepConsoleScreen(page, lang, 'integrations');
});

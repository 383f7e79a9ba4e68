import { readFileSync } from 'node:fs';
import { interpolate } from '@mp/contract/i18n/interpolate';
import { ordersEmailsEn } from '@mp/contract/orders/emails.en';
import { ordersEmailsEs } from '@mp/contract/orders/emails.es';
import { clubToday } from '@mp/contract/rules/club-date';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  consoleTexts,
  createStaff,
  expectAccessibleSoft,
  mailAttachments,
  memberToken,
  signInStaffApi,
  sweepConsoleScreen,
} from './console-fixtures.ts';
import { addContract, createMember, expect, type Lang, signIn, test } from './fixtures.ts';
import { texts } from './texts.ts';

/**
 * The payments desk (issue 22): an admin refunds part of a member's payment and the member sees it
 * in the payment history with its credit note (@journey), and the sweep of the desk's screens
 * (list, record, refund dialog). Both once per language (English on a desktop, Spanish on a
 * phone); the sweep checks each screen at 375 and 1334 px by resizing the one page, axe at the
 * test's own width.
 */

const VISA = '4111111111111111';

/** A member with a contract who paid the installments due through the member's own API. */
async function memberWhoPaid(request: APIRequestContext, lang: Lang) {
  const member = await createMember(request, lang);
  const { contract_id: contractId, card_ids: cardIds } = await addContract(request, member, {
    cards: [VISA],
  });
  const token = await memberToken(request, member);
  const headers = { authorization: `Bearer ${token}`, 'x-language': lang };
  const contracts = await request.get('/api/v1/user_contracts', { headers });
  const contract = (
    (await contracts.json()).data.data as {
      contract_id: number;
      payment_types: {
        monthly: { id: number; invoice_amount: number; late_fee: number; due_date: string }[];
      };
    }[]
  ).find((c) => c.contract_id === contractId);
  const monthly = contract?.payment_types.monthly ?? [];
  const today = clubToday(new Date());
  const due = monthly.filter((i) => i.due_date <= today);
  const covered = due.length > 0 ? due : monthly.slice(0, 1);
  const cents = covered.reduce(
    (sum, i) => sum + Math.round(i.invoice_amount * 100) + Math.round(i.late_fee * 100),
    0,
  );
  const paid = await request.post('/api/v1/payment', {
    headers,
    data: {
      order_amount: cents / 100,
      contract_id: contractId,
      card_id: cardIds[0],
      cvv: '123',
      paymentTypeIds: covered.map((i) => i.id),
      paymentType: 'monthly',
      monthlyType: 'monthly',
      multiplePayment: false,
      device_fingerprint_id: 'e2e-orders',
    },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  const orderId = (await paid.json()).data.data.id as number;
  return { member, orderId, paidCents: cents };
}

const money = (lang: Lang, cents: number) =>
  `${new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(cents / 100)}\u00a0USD`;

async function openOrder(page: Page, lang: Lang, orderId: number) {
  const t = consoleTexts(lang).consoleOrders;
  await page.goto(`/staff/orders?q=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByRole('link', { name: interpolate(t.open, { id: orderId }) }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/orders/${orderId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: interpolate(t.orderTitle, { id: orderId }) }),
  ).toBeVisible();
}

test.describe('payments desk journeys', { tag: '@journey' }, () => {
  test('an admin refunds a payment and the member sees it in the payment history with the credit note', async ({
    page,
    request,
    lang,
  }) => {
    const t = consoleTexts(lang).consoleOrders;
    const { member, orderId } = await memberWhoPaid(request, lang);
    const admin = await createStaff(request, 'admin', lang);
    await signInStaffApi(page, admin);

    await openOrder(page, lang, orderId);
    await page.getByRole('button', { name: t.detail.refund }).click();
    const dialog = page.getByRole('dialog', { name: interpolate(t.refund.title, { id: orderId }) });
    await expect(dialog).toBeVisible();
    const amount = dialog.getByLabel(interpolate(t.refund.amount, { currency: 'USD' }));
    await amount.fill('100');
    const reason =
      lang === 'es'
        ? 'Cargo duplicado reportado por el socio'
        : 'Duplicate charge the member reported';
    await dialog.getByLabel(t.refund.reason).fill(reason);
    // Without the confirmation nothing is sent.
    await dialog.getByRole('button', { name: t.refund.submit }).click();
    await expect(dialog.getByText(t.refund.confirmRequired)).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await expectAccessibleSoft(page, 'refund-dialog-filled');
    await dialog.getByRole('button', { name: t.refund.submit }).click();
    await expect(dialog).toBeHidden();
    const refunds = page.getByRole('region', { name: t.detail.refunds });
    await expect(refunds.getByText(t.detail.refundStatuses.refunded)).toBeVisible();
    await expect(refunds.getByText(reason)).toBeVisible();
    await expect(refunds.getByText(money(lang, 10_000))).toBeVisible();
    await expect(page.getByText(t.refundStates.partial).first()).toBeVisible();

    // The member: the refund in the payment history, negative, with its credit note.
    const all = texts(lang);
    await signIn(page, request, member);
    await page.goto('/my-vida-vacations-payments_history');
    await expect(
      page.getByRole('heading', { level: 1, name: all.payments.history.title }),
    ).toBeVisible();
    const row = page.getByRole('row').filter({
      hasText: interpolate(all.payments.history.refund, { type: all.payments.types.monthly }),
    });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(money(lang, -10_000));
    const download = row.getByRole('button', { name: /./ });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const path = await file.path();
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expectAccessibleSoft(page, 'payment-history-refund');

    // The e-mail in the member's language, with the credit note attached.
    const emails = lang === 'es' ? ordersEmailsEs : ordersEmailsEn;
    const mails = await mailAttachments(request, member.email);
    const mail = mails.find((m) => m.subject.startsWith(emails.refund_subject.split(' ')[0] ?? ''));
    expect(mail, mails.map((m) => m.subject).join(' | ')).toBeTruthy();
    expect(mail?.subject).toContain(money(lang, 10_000));
    expect(mail?.attachments[0]?.filename).toMatch(/^credit_note_CN-\d{4}-\d{6}\.pdf$/);
    expect(mail?.attachments[0]?.content.startsWith('%PDF-')).toBe(true);
  });
});

test('payments desk screens: no horizontal scroll, axe, a screenshot of each', async ({
  page,
  request,
  lang,
}) => {
  const t = consoleTexts(lang).consoleOrders;
  const check = async (screen: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await sweepConsoleScreen(page, lang, screen);
  };
  const { orderId } = await memberWhoPaid(request, lang);
  const admin = await createStaff(request, 'admin', lang);
  await signInStaffApi(page, admin);

  await page.goto('/staff/orders');
  await check('orders');
  await page.goto('/staff/orders?q=nobody-at-all%40nowhere.test');
  await expect(page.getByText(t.emptyTitle)).toBeVisible();
  await check('orders-empty');
  await openOrder(page, lang, orderId);
  await check('order');
  await page.getByRole('button', { name: t.detail.refund }).click();
  const dialog = page.getByRole('dialog', { name: interpolate(t.refund.title, { id: orderId }) });
  await expect(dialog).toBeVisible();
  await check('refund-dialog');
  await dialog.getByRole('button', { name: t.refund.cancel }).click();
  await page.goto('/staff/orders/999999999');
  await expect(page.getByText(t.detail.notFoundTitle)).toBeVisible();
  await check('order-not-found');

  // A supervisor reads the desk but sees no refund action.
  const supervisor = await createStaff(request, 'supervisor', lang);
  await page.context().clearCookies();
  await signInStaffApi(page, supervisor);
  await page.goto(`/staff/orders/${orderId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: interpolate(t.orderTitle, { id: orderId }) }),
  ).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t.detail.refund })).toHaveCount(0);
});

import { interpolate } from '@mp/contract/i18n/interpolate';
import type { APIRequestContext, Page } from '@playwright/test';
import { startReceiver, verifySignature } from '../apps/api/test/webhooks/receiver.ts';
import {
  consoleTexts,
  createStaff,
  memberToken,
  signInStaffApi,
  sweepConsoleScreen,
} from './console-fixtures.ts';
import {
  atEveryWidth,
  CONSOLE_SIZES,
  createMember,
  expect,
  type Lang,
  reloadUntil,
  test,
} from './fixtures.ts';

/**
 * Outgoing webhooks (issue 22): an admin adds an endpoint of "the club's system" (a node:http
 * receiver this test starts on 127.0.0.1; http is allowed outside production), a member's contact
 * message sends it a signed event, and the delivery log shows it delivered. Each test disables
 * its endpoint at the end, so later events do not keep retrying to a closed receiver.
 */

/** A contact message through the member's API: a new support thread (thread.opened). */
async function sendContactMessage(request: APIRequestContext, lang: Lang) {
  const member = await createMember(request, lang);
  const token = await memberToken(request, member);
  const headers = { authorization: `Bearer ${token}`, 'x-language': lang };
  const reasons = await request.get('/api/v1/contact_reasons', { headers });
  const reason = ((await reasons.json()).data as { name: string }[])[0]?.name ?? '';
  const response = await request.post('/api/v1/messages', {
    headers,
    data: {
      reason,
      subject: lang === 'es' ? 'Una noche más' : 'One more night',
      from: member.email,
      from_name: `${member.firstName} ${member.lastName}`,
      phone: '+52 998 123 4567',
      message: lang === 'es' ? '¿Puedo agregar una noche?' : 'Can I add a night?',
      need_to_contact_me: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Adds an endpoint through the dialog, for thread.opened only; answers the secret shown. */
async function addEndpointUi(
  page: Page,
  lang: Lang,
  url: string,
  shoot?: (name: string) => Promise<void>,
) {
  const t = consoleTexts(lang).consoleWebhooks;
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.form.addTitle });
  await dialog.getByRole('textbox', { name: t.form.url }).fill(url);
  for (const type of ['payment.completed', 'reservation.requested', 'profile.changed'] as const) {
    await dialog
      .getByRole('checkbox', { name: t.events[type.replace('.', '_') as 'payment_completed'] })
      .uncheck();
  }
  await expect(dialog.getByRole('checkbox', { name: t.events.thread_opened })).toBeChecked();
  await shoot?.('webhooks-add-dialog');
  await dialog.getByRole('button', { name: t.form.submitAdd }).click();
  const secretDialog = page.getByRole('dialog', { name: t.secret.title });
  const secret = (await secretDialog.getByTestId('webhook-secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await shoot?.('webhooks-secret');
  await secretDialog.getByRole('button', { name: t.secret.done }).click();
  await expect(secretDialog).toBeHidden();
  return secret;
}

/** The endpoint's id, read with the browser's session. */
async function endpointId(page: Page, url: string) {
  const response = await page.request.get('/api/staff/webhooks/endpoints');
  const list = (await response.json()).data as { id: number; url: string }[];
  const found = list.find((e) => e.url === url);
  if (!found) throw new Error(`no endpoint ${url}`);
  return found.id;
}

/** Reloads the log until the endpoint's delivery shows as delivered (the worker sends at once). */
async function waitDelivered(page: Page, lang: Lang) {
  const t = consoleTexts(lang).consoleWebhooks;
  const log = page.getByRole('region', { name: t.logPage.caption });
  await reloadUntil(
    () => page.reload(),
    log,
    (within) =>
      expect(log.getByText(t.status.delivered, { exact: true }).first()).toBeVisible(within),
  );
}

test.describe('webhooks journeys', { tag: '@journey' }, () => {
  test("an admin adds the club's endpoint, a member writes, and the log shows the signed event delivered", async ({
    page,
    request,
    lang,
  }) => {
    const t = consoleTexts(lang).consoleWebhooks;
    const receiver = await startReceiver();
    try {
      const admin = await createStaff(request, 'admin', lang);
      await signInStaffApi(page, admin);
      await page.goto('/staff');
      const isPhone = (page.viewportSize()?.width ?? 1334) < 960;
      const shell = consoleTexts(lang).consoleShell;
      if (isPhone) await page.getByRole('button', { name: shell.menu.open }).click();
      await page
        .getByRole('navigation', { name: shell.nav.label })
        .getByRole('link', { name: shell.nav.webhooks })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      const secret = await addEndpointUi(page, lang, receiver.url);
      const row = page.getByRole('listitem').filter({ hasText: receiver.url });
      await expect(row.getByText(t.enabled, { exact: true })).toBeVisible();
      await expect(
        row.getByText(interpolate(t.secretHint, { hint: secret.slice(-4) })),
      ).toBeVisible();

      await sendContactMessage(request, lang);
      await row
        .getByRole('link', { name: interpolate(t.deliveriesOf, { url: receiver.url }) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: t.logPage.title })).toBeVisible();
      await waitDelivered(page, lang);
      const delivery = page.getByRole('listitem').filter({ hasText: receiver.url }).first();
      await expect(delivery.getByText(t.events.thread_opened)).toBeVisible();
      await expect(delivery.getByText('HTTP 200')).toBeVisible();

      // What the club's system received verifies with the secret the admin copied (another
      // test's member may write at the same time: this endpoint gets those events too).
      expect(receiver.received.length).toBeGreaterThan(0);
      for (const post of receiver.received) expect(verifySignature(secret, post)).toBe(true);
      const eventId = (await delivery.getByTestId('event-id').textContent()) ?? '';
      const posts = () =>
        receiver.received.filter((r) => r.headers['x-passport-event-id'] === eventId).length;
      expect(posts()).toBe(1);

      // Sent again from the log: the same event id arrives a second time.
      await delivery
        .getByRole('button', { name: interpolate(t.logPage.resendOf, { id: eventId }) })
        .click();
      await expect.poll(posts, { timeout: 20_000 }).toBe(2);

      // Disabled: no new event goes to it.
      await page.getByRole('main').getByRole('link', { name: t.logPage.back }).click();
      await page
        .getByRole('listitem')
        .filter({ hasText: receiver.url })
        .getByRole('button', { name: interpolate(t.disableOf, { url: receiver.url }) })
        .click();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: receiver.url })
          .getByText(t.disabled, { exact: true }),
      ).toBeVisible();
    } finally {
      await receiver.close();
    }
  });
});

test('console webhooks screens: no horizontal scroll, axe, a screenshot of each', async ({
  page,
  request,
  lang,
}) => {
  const t = consoleTexts(lang).consoleWebhooks;
  const check = async (screen: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await sweepConsoleScreen(page, lang, screen);
  };
  const receiver = await startReceiver();
  try {
    const admin = await createStaff(request, 'admin', lang);
    const csrf = await signInStaffApi(page, admin);
    await page.goto('/staff/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await check('webhooks');

    await addEndpointUi(page, lang, receiver.url, (name) => sweepConsoleScreen(page, lang, name));
    await check('webhooks-list');
    await page
      .getByRole('button', { name: interpolate(t.rotateOf, { url: receiver.url }) })
      .click();
    const rotate = page.getByRole('dialog', { name: t.rotateConfirm.title });
    await expect(rotate).toBeVisible();
    await sweepConsoleScreen(page, lang, 'webhooks-rotate');
    await rotate.getByRole('button', { name: t.rotateConfirm.cancel }).click();
    await page.getByRole('button', { name: interpolate(t.editOf, { url: receiver.url }) }).click();
    await expect(page.getByRole('dialog', { name: t.form.editTitle })).toBeVisible();
    await atEveryWidth(page, lang, 'webhooks-edit', CONSOLE_SIZES);
    await page.getByRole('dialog').getByRole('button', { name: t.form.cancel }).click();

    const id = await endpointId(page, receiver.url);
    await sendContactMessage(request, lang);
    await page.goto(`/staff/webhooks/deliveries?endpoint=${id}`);
    await waitDelivered(page, lang);
    await check('webhooks-deliveries');
    await page.goto(`/staff/webhooks/deliveries?status=failed&endpoint=${id}`);
    await expect(page.getByText(t.logPage.emptyTitle)).toBeVisible();
    await check('webhooks-deliveries-empty');

    const disabled = await page.request.patch(`/api/staff/webhooks/endpoints/${id}`, {
      headers: { 'x-csrf-token': csrf },
      data: { enabled: false },
    });
    expect(disabled.status()).toBe(200);
  } finally {
    await receiver.close();
  }
});

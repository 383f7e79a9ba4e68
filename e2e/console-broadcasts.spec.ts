import { randomBytes } from 'node:crypto';
import { interpolate } from '@mp/contract/i18n/interpolate';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  consoleTexts,
  createStaff,
  expectAccessibleSoft,
  memberToken,
  signInStaffApi,
  sweepConsoleScreen,
} from './console-fixtures.ts';
import { createMember, expect, type Lang, type Member, signIn, test } from './fixtures.ts';
import { texts } from './texts.ts';

/**
 * Broadcasts (issue 22): the journey (@journey) and the sweep of the broadcasts screens, once per
 * language (English on a desktop, Spanish on a phone). The sweep checks each screen at 375 and
 * 1334 px by resizing the one page (no horizontal scroll; on a workstation a screenshot under
 * .tmp/screenshots/<lang>-<width>/), axe at the test's own width.
 *
 * The broadcast goes to a resort no other browser test gives its members (their contracts are
 * at the factory's resort), so no other test's member finds an alert it does not expect.
 */
const RESORT = 'Mayan Palace Mazatlán';

const bearer = (token: string, lang: Lang) => ({
  authorization: `Bearer ${token}`,
  'x-language': lang,
});

/** A contract for the member (test-support), at `resort` or the factory's own. */
async function contractAt(request: APIRequestContext, member: Member, resort?: string) {
  const response = await request.post('/api/test/contracts', {
    data: { email: member.email, ...(resort && { resort }) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function subjectsOf(request: APIRequestContext, member: Member, lang: Lang) {
  const token = await memberToken(request, member);
  const response = await request.get('/api/v1/messages', { headers: bearer(token, lang) });
  expect(response.status()).toBe(200);
  return ((await response.json()).data.data as { subject: string }[]).map((m) => m.subject);
}

/** The compose form filled in: both languages, the resort. */
async function fillCompose(page: Page, lang: Lang, subject: { en: string; es: string }) {
  const b = consoleTexts(lang).consoleBroadcasts.compose;
  const english = page.getByRole('group', { name: b.english });
  const spanish = page.getByRole('group', { name: b.spanish });
  await english.getByLabel(b.subject).fill(subject.en);
  await english
    .getByLabel(b.body)
    .fill('Dear member,\n\nThe main pool at Mazatlán closes on Friday for maintenance.');
  await spanish.getByLabel(b.subject).fill(subject.es);
  await spanish
    .getByLabel(b.body)
    .fill(
      'Estimado socio:\n\nLa alberca principal de Mazatlán cierra el viernes por mantenimiento.',
    );
  await page.getByLabel(b.resort).selectOption({ label: RESORT });
}

test.describe('broadcasts journeys', { tag: '@journey' }, () => {
  test("a supervisor sends an alert to one resort's members: a member of that resort reads it in the message centre, in their language, without a reply; one of another resort does not get it", async ({
    page,
    request,
    lang,
  }) => {
    const b = consoleTexts(lang).consoleBroadcasts;
    const tag = randomBytes(3).toString('hex');
    const subject = { en: `Pool closed on Friday ${tag}`, es: `Alberca cerrada el viernes ${tag}` };
    const atResort = await createMember(request, lang);
    await contractAt(request, atResort, RESORT);
    const elsewhere = await createMember(request, lang);
    await contractAt(request, elsewhere);

    const supervisor = await createStaff(request, 'supervisor', lang);
    await signInStaffApi(page, supervisor);
    await page.goto('/staff/broadcasts');
    await expect(page.getByRole('heading', { level: 1, name: b.title })).toBeVisible();
    await page.getByRole('link', { name: b.newBroadcast }).click();
    await expect(page.getByRole('heading', { level: 1, name: b.compose.title })).toBeVisible();

    await fillCompose(page, lang, subject);
    // The preview of each language, as its members will see it.
    const previewFor = (language: 'en' | 'es') =>
      page.getByRole('region', {
        name: interpolate(b.compose.previewFor, { language: b.languages[language] }),
      });
    await expect(previewFor('en').getByRole('heading', { name: subject.en })).toBeVisible();
    await expect(previewFor('es').getByRole('heading', { name: subject.es })).toBeVisible();
    await expect(previewFor('es')).toContainText('Atención a Socios');
    // The live count: this resort's members (at least ours).
    const count = page.getByTestId('segment-count');
    await expect(count).not.toContainText(b.compose.counting);
    const members = Number((await count.textContent())?.match(/\d[\d,]*/)?.[0]?.replace(/,/g, ''));
    expect(members).toBeGreaterThanOrEqual(1);
    await expectAccessibleSoft(page, 'broadcast-compose');

    await page
      .getByRole('button', {
        name: interpolate(members === 1 ? b.compose.submitNow_one : b.compose.submitNow_other, {
          count: members,
        }),
      })
      .click();
    await expect(page).toHaveURL(/\/staff\/broadcasts$/);
    const item = page.getByRole('article', { name: subject[lang] });
    await expect(item).toBeVisible();
    // The queue's worker delivers it: the list follows it to "sent".
    await expect(item.getByText(b.state.sent, { exact: true })).toBeVisible({ timeout: 30_000 });

    // The member of the resort: unread, in their language, no reply offered.
    const m = texts(lang).inbox;
    await signIn(page, request, atResort);
    await page.goto('/messages-center');
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    const link = page
      .getByRole('list', { name: m.listLabel })
      .getByRole('link', { name: new RegExp(subject[lang]) });
    await expect(link).toBeVisible();
    await expect(
      page.getByRole('main').getByText(interpolate(m.unread_one, { count: 1 })),
    ).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: subject[lang] })).toBeVisible();
    await expect(page.getByText(m.reply.noReply)).toBeVisible();
    await expect(page.getByRole('button', { name: m.reply.open, exact: true })).toHaveCount(0);

    // The member of another resort did not get it.
    expect(await subjectsOf(request, elsewhere, lang)).not.toContain(subject[lang]);
  });
});

test('broadcasts screens: no horizontal scroll, axe, a screenshot of each', async ({
  page,
  request,
  lang,
}) => {
  const b = consoleTexts(lang).consoleBroadcasts;
  const check = async (screen: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await sweepConsoleScreen(page, lang, screen);
  };
  const supervisor = await createStaff(request, 'supervisor', lang);
  const csrf = await signInStaffApi(page, supervisor);
  // A scheduled one (to cancel) in the list, through the staff API.
  const tag = randomBytes(3).toString('hex');
  const scheduled = await page.request.post('/api/staff/broadcasts', {
    headers: { 'x-csrf-token': csrf, 'x-language': lang },
    data: {
      message_type: 'marketing',
      subject_en: `Members-only spa week ${tag}`,
      subject_es: `Semana de spa para socios ${tag}`,
      body_en: 'Book a treatment and get a second one free.',
      body_es: 'Reserva un tratamiento y recibe otro sin costo.',
      segment: { language: lang },
      send_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(201);
  const subject =
    lang === 'es' ? `Semana de spa para socios ${tag}` : `Members-only spa week ${tag}`;

  await page.goto('/staff/broadcasts?status=scheduled');
  await expect(page.getByRole('article', { name: subject })).toBeVisible();
  await check('broadcasts');
  await page
    .getByRole('article', { name: subject })
    .getByRole('button', { name: b.cancel })
    .click();
  const dialog = page.getByRole('dialog', { name: interpolate(b.cancelTitle, { subject }) });
  await expect(dialog).toBeVisible();
  await check('broadcast-cancel');
  await dialog.getByRole('button', { name: b.cancelConfirm }).click();
  await expect(dialog).toHaveCount(0);
  await page.goto('/staff/broadcasts?status=cancelled');
  await expect(page.getByRole('article', { name: subject })).toBeVisible();
  await check('broadcasts-cancelled');

  await page.goto('/staff/broadcasts/new');
  await expect(page.getByRole('heading', { level: 1, name: b.compose.title })).toBeVisible();
  await check('broadcast-compose');
  await fillCompose(page, lang, { en: `Preview ${tag}`, es: `Vista previa ${tag}` });
  await page.getByLabel(b.type.marketing).check();
  await page.getByLabel(b.compose.later).check();
  await expect(page.getByLabel(b.compose.sendAt)).toBeVisible();
  await expect(page.getByTestId('segment-count')).not.toContainText(b.compose.counting);
  await check('broadcast-compose-filled');
  // Submitted empty: every field says what it needs.
  await page.goto('/staff/broadcasts/new');
  const sendTo = (label: string) =>
    page.getByRole('button', { name: new RegExp(`^${label.replace('{{count}}', '\\d+')}$`) });
  await page
    .getByRole('button', { name: b.compose.submitNowUnknown, exact: true })
    .or(sendTo(b.compose.submitNow_one))
    .or(sendTo(b.compose.submitNow_other))
    .first()
    .click();
  await check('broadcast-compose-errors');
});

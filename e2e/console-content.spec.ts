import { interpolate } from '@mp/contract/i18n/interpolate';
import type { Page } from '@playwright/test';
import {
  consoleTexts,
  createStaff,
  signInStaffApi,
  sweepConsoleScreen,
} from './console-fixtures.ts';
import { createMember, expect, signIn, test } from './fixtures.ts';

/**
 * The club's content (issue 22): a supervisor edits a FAQ in both languages and the member's FAQ
 * page shows it at once (the server's content cache is invalidated on every instance), then
 * hides it and the member no longer sees it (@journey); and the sweep of the content screen's
 * tabs and forms. Both once per language (English on a desktop, Spanish on a phone); the sweep
 * checks each screen at 375 and 1334 px by resizing the one page, axe at the test's own width.
 */

/** A FAQ of this test's own, made through the staff API with the page's session. */
async function makeFaq(page: Page, csrf: string, stamp: string) {
  const response = await page.request.post('/api/staff/content/faqs', {
    headers: { 'x-csrf-token': csrf },
    data: {
      title_en: `Draft question ${stamp}`,
      title_es: `Pregunta en borrador ${stamp}`,
      content_en: '<p>Draft answer.</p>',
      content_es: '<p>Respuesta en borrador.</p>',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number; title_en: string; title_es: string };
}

test.describe('content journeys', { tag: '@journey' }, () => {
  test("a supervisor edits a FAQ in both languages: the member's FAQ page shows it at once, and not once it is hidden", async ({
    page,
    request,
    lang,
  }) => {
    const t = consoleTexts(lang).consoleContent;
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const supervisor = await createStaff(request, 'supervisor', lang);
    const csrf = await signInStaffApi(page, supervisor);
    const faq = await makeFaq(page, csrf, stamp);
    const titleHere = lang === 'es' ? faq.title_es : faq.title_en;

    await page.goto('/staff/content');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: t.tabs.faqs })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page
      .getByRole('button', { name: interpolate(t.editLabel, { title: titleHere }) })
      .click();
    const form = page.getByRole('region', {
      name: interpolate(t.editHeading, { title: titleHere }),
    });
    const english = form.getByRole('group', { name: t.english });
    const spanish = form.getByRole('group', { name: t.spanish });
    const newEn = `Can I bring my pet? ${stamp}`;
    const newEs = `¿Puedo llevar a mi mascota? ${stamp}`;
    await english.getByLabel(t.fields.title).fill(newEn);
    await spanish.getByLabel(t.fields.title).fill(newEs);
    await english
      .getByLabel(t.fields.content)
      .fill(
        '<p onclick="steal()">Small pets are <strong>welcome</strong>.<script>x()</script></p>',
      );
    await spanish
      .getByLabel(t.fields.content)
      .fill('<p>Las mascotas pequeñas son <strong>bienvenidas</strong>.</p>');
    // The preview is the server's sanitiser: the script and the handler are gone.
    await english
      .getByRole('button', { name: interpolate(t.previewLabel, { language: t.english }) })
      .click();
    const preview = form.getByRole('region', {
      name: interpolate(t.previewHeading, { language: t.english }),
    });
    await expect(preview.locator('strong')).toHaveText('welcome');
    await expect(preview.locator('script, [onclick]')).toHaveCount(0);
    await form.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();

    // The member, in their language, sees the new question at once.
    const member = await createMember(request, lang);
    const memberPage = await page.context().newPage();
    await signIn(memberPage, request, member);
    await memberPage.goto('/FAQs');
    const mine = lang === 'es' ? newEs : newEn;
    await expect(memberPage.getByText(mine)).toBeVisible();

    // Hidden: gone for the member.
    const titleNow = lang === 'es' ? newEs : newEn;
    await page.getByRole('button', { name: interpolate(t.hideLabel, { title: titleNow }) }).click();
    await expect(page.getByText(interpolate(t.hidden, { title: titleNow }))).toBeVisible();
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(memberPage.getByText(mine)).toHaveCount(0);
    await memberPage.close();
  });
});

test('content screens: no horizontal scroll, axe, a screenshot of each', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(180_000);
  const t = consoleTexts(lang).consoleContent;
  const check = async (screen: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await sweepConsoleScreen(page, lang, screen);
  };
  const admin = await createStaff(request, 'admin', lang);
  const csrf = await signInStaffApi(page, admin);
  // A contact reason of this test's own, last in its list, to move with the keyboard.
  const reasonName = `Keyboard ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const made = await page.request.post('/api/staff/content/contact-reasons', {
    headers: { 'x-csrf-token': csrf },
    data: { name_en: reasonName, name_es: reasonName },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto('/staff/content');
  await expect(page.getByRole('tab', { name: t.tabs.faqs })).toBeVisible();
  await check('content-faqs');
  await page.getByRole('button', { name: t.new.faqs }).click();
  const form = page.getByRole('region', { name: t.newHeading.faqs });
  await form
    .getByRole('group', { name: t.english })
    .getByLabel(t.fields.content)
    .fill('<h3>Check-in</h3><p>From <strong>3 pm</strong>.</p>');
  await form
    .getByRole('button', { name: interpolate(t.previewLabel, { language: t.english }) })
    .click();
  await expect(form.locator('h3', { hasText: 'Check-in' })).toBeVisible();
  // Sent empty: the contract's rules answer under each field.
  await form.getByRole('button', { name: t.create }).click();
  await expect(
    form.getByRole('group', { name: t.english }).getByLabel(t.fields.title),
  ).toBeFocused();
  await check('content-faq-form');
  await form.getByRole('button', { name: t.cancel }).click();

  // Keyboard: the tabs move with the arrow keys.
  await page.getByRole('tab', { name: t.tabs.faqs }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: t.tabs.highlights })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await check('content-highlights');
  await page.getByRole('button', { name: t.new.highlights }).click();
  await expect(page.getByRole('region', { name: t.newHeading.highlights })).toBeVisible();
  await check('content-highlight-form');
  await page.getByRole('button', { name: t.cancel }).click();

  for (const tab of ['contact_reasons', 'hotels', 'unit_types'] as const) {
    await page.getByRole('tab', { name: t.tabs[tab] }).click();
    await expect(page.getByRole('button', { name: t.new[tab] })).toBeVisible();
    await check(`content-${tab.replace('_', '-')}`);
    if (tab !== 'contact_reasons') continue;
    // Keyboard reordering: Enter on "Move up" moves the item, says where it went and keeps the
    // focus on its arrow; then it is hidden again (members never see this test's reason).
    const up = page.getByRole('button', {
      name: interpolate(t.moveUpLabel, { title: reasonName }),
    });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(new RegExp(`“${reasonName}”|«${reasonName}»`)).first(),
    ).toBeVisible();
    await expect(up).toBeFocused();
    const down = page.getByRole('button', {
      name: interpolate(t.moveDownLabel, { title: reasonName }),
    });
    await expect(down).toBeVisible();
    await page
      .getByRole('button', { name: interpolate(t.hideLabel, { title: reasonName }) })
      .press('Enter');
    await expect(page.getByText(interpolate(t.hidden, { title: reasonName }))).toBeVisible();
    await expect(
      page.getByRole('button', { name: interpolate(t.showLabel, { title: reasonName }) }),
    ).toBeFocused();
  }
  await page.getByRole('button', { name: t.new.unit_types }).click();
  await check('content-unit-type-form');
});

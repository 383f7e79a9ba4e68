import { declineReasonText } from '@mp/contract/desk/decline-templates';
import { deskEmailsEn } from '@mp/contract/desk/emails.en';
import { deskEmailsEs } from '@mp/contract/desk/emails.es';
import { interpolate } from '@mp/contract/i18n/interpolate';
import { inboxEmailsEn } from '@mp/contract/inbox/emails.en';
import { inboxEmailsEs } from '@mp/contract/inbox/emails.es';
import { profileEmailsEn } from '@mp/contract/profile/emails.en';
import { profileEmailsEs } from '@mp/contract/profile/emails.es';
import { clubDay } from '@mp/contract/rules/club-date';
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import {
  consoleTexts,
  createStaff,
  expectAccessibleSoft,
  mailAttachments,
  memberToken,
  pageHolding,
  signInStaffApi,
  sweepConsoleScreen,
  type TestStaff,
  totpCode,
} from './console-fixtures.ts';
import {
  createMember,
  expect,
  type Lang,
  type Member,
  mailTo,
  openScreen,
  signIn,
  test,
} from './fixtures.ts';
import { texts } from './texts.ts';

/**
 * The desk's journeys of issue 21 (tagged @journey) and the console's screen sweep, once per
 * language (English on a desktop, Spanish on a phone). The sweep checks each screen at 375 and
 * 1334 px by resizing the one page (no horizontal scroll; on a workstation a screenshot under
 * .tmp/screenshots/<lang>-<width>/<screen>.png), axe at the test's own width.
 *
 * Each test makes its own staff account (test-support route): the server refuses a TOTP time step
 * twice for one account, so parallel tests never share one. The member's side is set up through
 * the member's own API (CONVENTIONS rule 9) and checked in the member app.
 */

const HOTEL = 'The Grand Bliss Nuevo Vallarta';
const deskEmails = (lang: Lang) => (lang === 'es' ? deskEmailsEs : deskEmailsEn);
const inboxEmails = (lang: Lang) => (lang === 'es' ? inboxEmailsEs : inboxEmailsEn);
const profileEmails = (lang: Lang) => (lang === 'es' ? profileEmailsEs : profileEmailsEn);

const bearer = (token: string, lang: Lang) => ({
  authorization: `Bearer ${token}`,
  'x-language': lang,
});

/** A contact message through the member's API: a support thread; answers its id. */
async function sendContactMessage(
  request: APIRequestContext,
  lang: Lang,
  member: Member,
  token: string,
  subject: string,
  message: string,
): Promise<number> {
  const reasons = await request.get('/api/v1/contact_reasons', { headers: bearer(token, lang) });
  const reason = ((await reasons.json()).data as { name: string }[])[0]?.name ?? '';
  const response = await request.post('/api/v1/messages', {
    headers: bearer(token, lang),
    data: {
      reason,
      subject,
      from: member.email,
      from_name: `${member.firstName} ${member.lastName}`,
      phone: '+52 998 123 4567',
      message,
      need_to_contact_me: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.data.id as number;
}

/** A reservation request through the member's API, as the request form sends it. */
async function requestStay(request: APIRequestContext, lang: Lang, token: string) {
  const hotels = await request.get('/api/v1/reservation_hotels', {
    headers: bearer(token, lang),
  });
  const hotel = (
    (await hotels.json()).data as {
      id: number;
      name: string;
      unit_types: { id: number; max_guests: number }[];
    }[]
  ).find((h) => h.name === HOTEL);
  if (!hotel) throw new Error(`no ${HOTEL}`);
  const response = await request.post('/api/v1/reservation_requested', {
    headers: bearer(token, lang),
    data: {
      is_member: true,
      add_transportation: false,
      flexible_dates: true,
      flexible_destinations: false,
      destination: hotel.id,
      arriving_date: clubDay(30),
      departing_date: clubDay(35),
      guests: 2,
      unit_type: hotel.unit_types[0]?.id,
      travelers: [{ age: 'child', first_name: 'Jacob', last_name: 'Walker' }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.data as { reservation_number: string };
}

/** The desk's id of a member's open reservation request (the staff list, through the API). */
async function openRequestId(page: Page, memberEmail: string): Promise<number> {
  for (let number = 1; number <= 40; number += 1) {
    const response = await page.request.get(
      `/api/staff/reservation-requests?status=open&page=${number}`,
    );
    const { data } = await response.json();
    const item = (data.items as { id: number; member: { email: string } }[]).find(
      (i) => i.member.email === memberEmail,
    );
    if (item) return item.id;
    if (number * data.page_size >= data.total) break;
  }
  throw new Error(`no open request of ${memberEmail}`);
}

/** The desk's id of a member's pending profile review. */
async function pendingReviewId(page: Page, memberEmail: string): Promise<number> {
  for (let number = 1; number <= 40; number += 1) {
    const response = await page.request.get(
      `/api/staff/profile-reviews?status=pending&page=${number}`,
    );
    const { data } = await response.json();
    const item = (data.items as { id: number; member: { email: string } }[]).find(
      (i) => i.member.email === memberEmail,
    );
    if (item) return item.id;
    if (number * data.page_size >= data.total) break;
  }
  throw new Error(`no pending review of ${memberEmail}`);
}

/** A console screen as the journey reaches it: its heading, then axe (soft, named). */
async function consoleScreen(page: Page, screen: string, heading?: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(h1).toBeVisible();
  await expectAccessibleSoft(page, screen);
}

/** The staff sign-in through its pages: e-mail and password, then a code of the account's secret. */
async function signInStaffUi(
  page: Page,
  lang: Lang,
  staff: TestStaff,
  onEach?: (screen: string) => Promise<void>,
) {
  const access = consoleTexts(lang).consoleAccess;
  await expect(page.getByRole('heading', { level: 1, name: access.signIn.title })).toBeVisible();
  await onEach?.('sign-in');
  await page.getByLabel(access.signIn.email).fill(staff.email);
  await page.getByLabel(access.signIn.password, { exact: false }).first().fill(staff.password);
  await page.getByRole('button', { name: access.signIn.submit }).click();
  await expect(page.getByRole('heading', { level: 1, name: access.verify.title })).toBeVisible();
  const code = page.getByLabel(access.verify.code);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await onEach?.('verify');
  await code.fill(totpCode(staff.totpSecret));
  await page.getByRole('button', { name: access.verify.submit }).click();
}

/** Opens a date field's calendar and moves its day by `days` with the keyboard. */
async function moveDay(page: Page, lang: Lang, label: string, days: number) {
  const common = texts(lang).common;
  await page.getByRole('button', { name: interpolate(common.dateField.choose, { label }) }).click();
  const calendar = page.getByRole('dialog', {
    name: interpolate(common.dateField.calendar, { label }),
  });
  await expect(calendar.locator('button.rdp-day_button:focus')).toHaveCount(1);
  for (let i = 0; i < days; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
}

test.describe('desk journeys', { tag: '@journey' }, () => {
  test('an agent signs in with a code and answers a contact message: the member reads it, with the badge and the e-mail', async ({
    page,
    request,
    lang,
  }) => {
    const t = consoleTexts(lang);
    const inbox = t.consoleInbox;
    const all = texts(lang);
    const member = await createMember(request, lang);
    const token = await memberToken(request, member);
    const subject = lang === 'es' ? 'Una noche más en marzo' : 'One more night in March';
    const threadId = await sendContactMessage(
      request,
      lang,
      member,
      token,
      subject,
      lang === 'es'
        ? '¿Puedo agregar una noche a mi estancia de marzo?'
        : 'Can I add a night to my March stay?',
    );
    const agent = await createStaff(request, 'agent', lang);

    // The real sign-in: the inbox asked for, the sign-in and the code, then the inbox.
    await page.goto('/staff/inbox');
    await expect(page).toHaveURL(/\/staff\/login\?next=%2Fstaff%2Finbox/);
    await signInStaffUi(page, lang, agent, (screen) => expectAccessibleSoft(page, screen));
    await consoleScreen(page, 'inbox', inbox.title);

    // The thread, from the inbox's page that lists it (other tests' threads share the queue).
    const listPage = await pageHolding(page, '/api/staff/threads?status=open', threadId);
    if (listPage > 1) await page.goto(`/staff/inbox?status=open&page=${listPage}`);
    await page.getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/inbox/${threadId}$`));
    await consoleScreen(page, 'thread', subject);
    await expect(page.getByText(member.email).first()).toBeVisible();

    const answer =
      lang === 'es'
        ? 'Claro: agregamos la noche del 14 de marzo a tu estancia.'
        : 'Of course: we added the night of March 14 to your stay.';
    const reply = page.getByRole('textbox', { name: inbox.reply.label });
    await reply.fill(answer);
    await page.getByRole('button', { name: inbox.reply.send }).click();
    await expect(page.getByText(inbox.reply.sent)).toBeVisible();
    const conversation = page.getByRole('region', { name: inbox.thread.conversation });
    await expect(conversation.getByText(answer)).toBeVisible();
    await expectAccessibleSoft(page, 'thread-replied');

    // The member: the unread badge, the message centre's count, the reply in the thread.
    await signIn(page, request, member);
    await page.goto('/messages-center');
    const m = all.inbox;
    await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
    await expect(
      page.getByRole('main').getByText(interpolate(m.unread_one, { count: 1 })),
    ).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByText(interpolate(all.shell.badge.unread_one, { count: 1 }))
        .first(),
    ).toBeAttached();
    await page
      .getByRole('list', { name: m.listLabel })
      .getByRole('link', { name: new RegExp(subject) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/messages/${threadId}$`));
    await expect(
      page.getByRole('list', { name: m.conversation }).getByRole('listitem').last(),
    ).toContainText(answer);

    // The e-mail, in the member's language.
    const mails = await mailTo(request, member.email);
    const mail = mails.find(
      (x) => x.subject === interpolate(inboxEmails(lang).reply_subject, { subject }),
    );
    expect(mail, mails.map((x) => x.subject).join(' | ')).toBeTruthy();
    // The answer itself stays in the message centre (the e-mail links to it, for privacy).
    expect(mail?.links.some((href) => href.endsWith(`/messages/${threadId}`))).toBe(true);
    expect(mail?.text).not.toContain(answer);
  });

  test("an agent confirms a request with the club's number, unit and dates: confirmed in my reservations, and the calendar file", async ({
    page,
    request,
    lang,
  }) => {
    const t = consoleTexts(lang).consoleDesk;
    const all = texts(lang);
    const member = await createMember(request, lang);
    const token = await memberToken(request, member);
    const requested = await requestStay(request, lang, token);
    const agent = await createStaff(request, 'agent', lang);
    await signInStaffApi(page, agent);
    const id = await openRequestId(page, member.email);
    const listPage = await pageHolding(page, '/api/staff/reservation-requests?status=open', id);
    await page.goto(`/staff/reservation-requests?status=open&page=${listPage}`);
    await consoleScreen(page, 'reservation-requests', t.requests.title);

    const card = page.getByRole('article', { name: new RegExp(requested.reservation_number) });
    await card.getByRole('button', { name: t.requests.confirm }).click();
    const dialog = page.getByRole('dialog', {
      name: interpolate(t.requests.confirmTitle, { number: requested.reservation_number }),
    });
    await expect(dialog).toBeVisible();
    const number = `7${Date.now().toString().slice(-7)}`;
    await dialog.getByLabel(t.requests.reservationNumber).fill(number);
    // Another unit than the one asked for, and one day later both ways.
    const unit = dialog.getByRole('combobox', { name: t.requests.unitType });
    const units = await unit.locator('option:not([value=""])').allTextContents();
    const unitLabel = units[units.length - 1] ?? '';
    await unit.selectOption({ label: unitLabel });
    await moveDay(page, lang, t.requests.arriving, 1);
    await moveDay(page, lang, t.requests.departing, 1);
    await expectAccessibleSoft(page, 'confirm-dialog');
    await dialog.getByRole('button', { name: t.requests.confirmSubmit }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText(consoleTexts(lang).messages.reservation_request_confirmed),
    ).toBeVisible();

    // The member: upcoming, confirmed, with the club's number and the new dates.
    await signIn(page, request, member);
    await openScreen(page, '/my-reservations');
    const r = all.reservations;
    await expect(page.getByRole('heading', { level: 1, name: r.mine.title })).toBeVisible();
    const upcoming = page.getByRole('region', { name: r.mine.upcoming });
    const stay = upcoming.getByRole('article').filter({ hasText: number });
    await expect(stay).toBeVisible();
    await expect(stay.getByText(r.statuses.confirmed)).toBeVisible();
    await expect(upcoming.getByText(requested.reservation_number)).toHaveCount(0);

    // The e-mail with its calendar file: the stay's first and last day, the club's number.
    const mail = (await mailAttachments(request, member.email)).find((x) =>
      x.subject.includes(number),
    );
    const calendar = mail?.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(calendar?.content_type).toMatch(/^text\/calendar/);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(calendar?.content ?? '')).getFirstSubcomponent(
        'vevent',
      ) as ICAL.Component,
    );
    expect(event.startDate.toString()).toBe(clubDay(31));
    expect(event.endDate.toString()).toBe(clubDay(36));
    expect(event.summary).toContain(HOTEL);
    expect(event.description).toContain(number);
    expect(event.description).toContain(unitLabel.replace(/\s*\(.*\)$/, ''));
  });

  test('an agent declines a request with a reason: the member sees it canceled and reads why', async ({
    page,
    request,
    lang,
  }) => {
    const t = consoleTexts(lang).consoleDesk;
    const all = texts(lang);
    const isPhone = (page.viewportSize()?.width ?? 1334) < 768;
    const member = await createMember(request, lang);
    const token = await memberToken(request, member);
    const requested = await requestStay(request, lang, token);
    const agent = await createStaff(request, 'agent', lang);
    await signInStaffApi(page, agent);
    const id = await openRequestId(page, member.email);
    const listPage = await pageHolding(page, '/api/staff/reservation-requests?status=open', id);
    await page.goto(`/staff/reservation-requests?status=open&page=${listPage}`);
    await consoleScreen(page, 'reservation-requests', t.requests.title);

    const card = page.getByRole('article', { name: new RegExp(requested.reservation_number) });
    await card.getByRole('button', { name: t.requests.decline }).click();
    const dialog = page.getByRole('dialog', {
      name: interpolate(t.requests.declineTitle, { number: requested.reservation_number }),
    });
    await dialog
      .getByRole('combobox', { name: t.requests.template })
      .selectOption({ label: t.templates.no_availability });
    const written = lang === 'es' ? 'Prueba otra semana de julio.' : 'Try another week in July.';
    await dialog.getByRole('textbox', { name: t.requests.reason }).fill(written);
    await expectAccessibleSoft(page, 'decline-dialog');
    await dialog.getByRole('button', { name: t.requests.declineSubmit }).click();
    await expect(dialog).toBeHidden();
    const reason = declineReasonText({ template: 'no_availability', reason: written }, lang);
    expect(reason).toContain(written);

    // The member: in the canceled list (a closed section on a phone), and the reason in messages.
    await signIn(page, request, member);
    await openScreen(page, '/my-reservations');
    const r = all.reservations;
    await expect(page.getByRole('heading', { level: 1, name: r.mine.title })).toBeVisible();
    if (isPhone) {
      await page.locator('summary').filter({ hasText: r.mine.canceled }).click();
    }
    const canceled = isPhone
      ? page.locator('details').filter({ hasText: r.mine.canceled })
      : page.getByRole('region', { name: r.mine.canceled });
    const stay = canceled.getByRole('article').filter({ hasText: requested.reservation_number });
    await expect(stay).toBeVisible();
    await expect(stay.getByText(r.statuses.canceled)).toBeVisible();

    await page.goto('/messages-center');
    const alertSubject = interpolate(deskEmails(lang).alert_declined_subject, {
      request: requested.reservation_number,
    });
    await page
      .getByRole('list', { name: all.inbox.listLabel })
      .getByRole('link', { name: new RegExp(alertSubject) })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: alertSubject })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(reason);

    const mail = (await mailTo(request, member.email)).find(
      (x) =>
        x.subject ===
        interpolate(deskEmails(lang).declined_subject, {
          number: requested.reservation_number,
          hotel: HOTEL,
        }),
    );
    expect(mail?.text).toContain(reason);
  });

  test("a supervisor rejects a member's new phone: the old one is back on the profile, and the e-mail says why", async ({
    page,
    request,
    lang,
  }) => {
    const t = consoleTexts(lang).consoleDesk;
    const all = texts(lang);
    const member = await createMember(request, lang);
    const token = await memberToken(request, member);
    const oldPhone = '+52 998 123 4567';
    const newPhone = '+52 998 765 4321';
    const profile = await request.get('/api/v1/profile', { headers: bearer(token, lang) });
    expect((await profile.json()).data.mobile_phone).toBe(oldPhone);
    const edited = await request.put('/api/v1/profile', {
      headers: bearer(token, lang),
      data: { mobile_phone: newPhone },
    });
    expect(edited.status(), await edited.text()).toBeLessThan(300);

    const supervisor = await createStaff(request, 'supervisor', lang);
    await signInStaffApi(page, supervisor);
    const id = await pendingReviewId(page, member.email);
    const listPage = await pageHolding(page, '/api/staff/profile-reviews?status=pending', id);
    await page.goto(`/staff/profile-reviews?status=pending&page=${listPage}`);
    await consoleScreen(page, 'profile-reviews', t.reviews.title);
    const name = `${member.firstName} ${member.lastName}`;
    const card = page.getByRole('article').filter({ hasText: member.email });
    await expect(card.getByRole('row', { name: new RegExp(t.fields.mobile_phone) })).toContainText(
      newPhone,
    );
    await card.getByRole('button', { name: t.reviews.reject }).click();
    const dialog = page.getByRole('dialog', {
      name: interpolate(t.reviews.rejectTitle, { name }),
    });
    const why = lang === 'es' ? 'El número nuevo no responde' : 'The new number does not answer';
    await dialog.getByRole('textbox', { name: t.reviews.reason }).fill(why);
    await expectAccessibleSoft(page, 'reject-dialog');
    await dialog.getByRole('button', { name: t.reviews.rejectSubmit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article').filter({ hasText: member.email })).toHaveCount(0);

    // The member's profile page shows the old phone again.
    await signIn(page, request, member);
    await page.goto('/edit-profile');
    await expect(
      page.getByRole('heading', { level: 1, name: all.account.edit.title }),
    ).toBeVisible();
    await expect(page.getByLabel(all.account.edit.mobilePhone, { exact: false })).toHaveValue(
      oldPhone,
    );

    const mail = (await mailTo(request, member.email)).find(
      (x) => x.subject === profileEmails(lang).review_rejected_subject,
    );
    expect(mail?.text).toContain(why);
  });
});

test('console screens: no horizontal scroll, axe, a screenshot of each', async ({
  page,
  request,
  lang,
}) => {
  test.setTimeout(180_000);
  const t = consoleTexts(lang);
  const desk = t.consoleDesk;
  const isPhone = (page.viewportSize()?.width ?? 1334) < 960;
  const check = async (screen: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Lists settle (no skeleton) before the measures and the picture.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await sweepConsoleScreen(page, lang, screen);
  };

  // Something in every queue: a member with a contact message, a stay request, a new phone.
  const member = await createMember(request, lang);
  const token = await memberToken(request, member);
  const subject = lang === 'es' ? 'Traslado desde el aeropuerto' : 'Airport transfer';
  const threadId = await sendContactMessage(
    request,
    lang,
    member,
    token,
    subject,
    lang === 'es'
      ? '¿Pueden recogernos en el aeropuerto de Puerto Vallarta el 3 de marzo?'
      : 'Can you pick us up at Puerto Vallarta airport on March 3?',
  );
  const requested = await requestStay(request, lang, token);
  const edited = await request.put('/api/v1/profile', {
    headers: bearer(token, lang),
    data: { mobile_phone: '+52 998 765 4321' },
  });
  expect(edited.status(), await edited.text()).toBeLessThan(300);
  const admin = await createStaff(request, 'admin', lang);

  // The sign-in's steps, then the home.
  await page.goto('/staff');
  await signInStaffUi(page, lang, admin, check);
  await check('home');
  if (isPhone) {
    await page.getByRole('button', { name: t.consoleShell.menu.open }).click();
    await expect(page.getByRole('navigation', { name: t.consoleShell.nav.label })).toBeVisible();
    await check('menu');
    await page.getByRole('button', { name: t.consoleShell.menu.close }).first().click();
  }

  await page.goto('/staff/inbox');
  await check('inbox');
  await page.goto(`/staff/inbox/${threadId}`);
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await check('thread');
  await page.goto('/staff/canned-responses');
  await check('canned-responses');

  const requestId = await openRequestId(page, member.email);
  const requestsPage = await pageHolding(
    page,
    '/api/staff/reservation-requests?status=open',
    requestId,
  );
  await page.goto(`/staff/reservation-requests?status=open&page=${requestsPage}`);
  await check('reservation-requests');
  const card = page.getByRole('article', { name: new RegExp(requested.reservation_number) });
  await card.getByRole('button', { name: desk.requests.confirm }).click();
  const confirm = page.getByRole('dialog', {
    name: interpolate(desk.requests.confirmTitle, { number: requested.reservation_number }),
  });
  await expect(confirm.getByLabel(desk.requests.reservationNumber)).toBeVisible();
  await check('confirm-dialog');
  await confirm.getByRole('button', { name: desk.cancel }).click();
  await card.getByRole('button', { name: desk.requests.decline }).click();
  const decline = page.getByRole('dialog', {
    name: interpolate(desk.requests.declineTitle, { number: requested.reservation_number }),
  });
  await expect(decline).toBeVisible();
  await check('decline-dialog');
  await decline.getByRole('button', { name: desk.cancel }).click();

  const reviewId = await pendingReviewId(page, member.email);
  const reviewsPage = await pageHolding(
    page,
    '/api/staff/profile-reviews?status=pending',
    reviewId,
  );
  await page.goto(`/staff/profile-reviews?status=pending&page=${reviewsPage}`);
  await check('profile-reviews');
  const review = page.getByRole('article').filter({ hasText: member.email });
  await review.getByRole('button', { name: desk.reviews.reject }).click();
  const reject = page.getByRole('dialog', {
    name: interpolate(desk.reviews.rejectTitle, {
      name: `${member.firstName} ${member.lastName}`,
    }),
  });
  await expect(reject).toBeVisible();
  await check('reject-dialog');
  await reject.getByRole('button', { name: desk.cancel }).click();

  // The member lookup, then the record behind its reason.
  await page.goto(`/staff/members?q=${encodeURIComponent(member.email)}`);
  const open = page.getByRole('link', {
    name: interpolate(desk.members.open, { name: `${member.firstName} ${member.lastName}` }),
  });
  await expect(open).toBeVisible();
  await check('member-lookup');
  await open.click();
  await expect(page.getByRole('heading', { name: desk.member.reasonTitle })).toBeVisible();
  await check('member-reason');
  await page
    .getByRole('textbox', { name: desk.member.reason })
    .fill(
      lang === 'es' ? 'El socio llamó por su traslado.' : 'The member called about a transfer.',
    );
  await page.getByRole('button', { name: desk.member.reasonSubmit }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${member.firstName} ${member.lastName}` }),
  ).toBeVisible();
  await check('member');

  await page.goto('/staff/accounts');
  await expect(page.getByText(admin.email)).toBeVisible();
  await check('accounts');
  await page.goto('/staff/audit');
  await expect(page.getByRole('heading', { level: 1, name: t.consoleAudit.title })).toBeVisible();
  await check('audit');
});

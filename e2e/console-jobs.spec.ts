import { interpolate } from '@mp/contract/i18n/interpolate';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  consoleTexts,
  createStaff,
  signInStaffApi,
  sweepConsoleScreen,
} from './console-fixtures.ts';
import { expect, type Lang, test } from './fixtures.ts';

/**
 * The job queue's console screen (issue 22): a supervisor sees the background jobs that failed
 * after their last retry and retries one. The failed job is an e-mail whose sending failed, made
 * through the test-support route (test builds only), as an SMTP outage would leave it; a retry
 * runs it at once in the server's worker (MAIL_TRANSPORT=outbox: it is marked sent).
 */

let counter = 0;

/** A failed `mail.send` job for a new address; answers the job's id and the e-mail's. */
async function failedEmail(request: APIRequestContext, lang: Lang) {
  counter += 1;
  const to = `failed-${lang}-${Date.now().toString(36)}${counter}@example.com`;
  const response = await request.post('/api/test/jobs/failed-email', { data: { to } });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = await response.json();
  return { to, jobId: data.id as string, emailId: data.email_id as number };
}

/** The row of the job whose summary is the e-mail's template and id. */
function jobRow(page: Page, emailId: number) {
  return page.getByRole('listitem').filter({ hasText: `test_failure #${emailId}` });
}

test.describe('the job queue', { tag: '@journey' }, () => {
  test('a supervisor retries a failed e-mail: it leaves the list and is sent', async ({
    page,
    request,
    lang,
  }) => {
    const t = consoleTexts(lang);
    const jobs = t.consoleJobs;
    const failed = await failedEmail(request, lang);
    const supervisor = await createStaff(request, 'supervisor', lang);
    await signInStaffApi(page, supervisor);

    await page.goto('/staff/jobs');
    await expect(page.getByRole('heading', { level: 1, name: jobs.title })).toBeVisible();
    const row = jobRow(page, failed.emailId);
    await expect(row).toBeVisible();
    await expect(row).toContainText(jobs.queues.mail_send);
    await expect(row).toContainText('connect ECONNREFUSED 127.0.0.1:25');
    await expect(row).toContainText(interpolate(jobs.runs_other, { count: 11 }));
    // Never the address.
    await expect(page.getByText(failed.to)).toHaveCount(0);

    await row
      .getByRole('button', {
        name: interpolate(jobs.retryOf, {
          queue: jobs.queues.mail_send,
          summary: `test_failure #${failed.emailId}`,
        }),
      })
      .click();
    await expect(page.getByText(t.messages.job_retried)).toBeVisible();
    await expect(row).toHaveCount(0);

    // The server's worker sent it at once (kept in the outbox: the dev mailbox shows it sent).
    await expect
      .poll(async () => {
        const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(failed.to)}`);
        return ((await mail.json()).data as { status: string }[])[0]?.status;
      })
      .toBe('sent');
  });
});

test('console jobs screen: no horizontal scroll, axe, a screenshot', async ({
  page,
  request,
  lang,
}) => {
  const t = consoleTexts(lang);
  const isPhone = (page.viewportSize()?.width ?? 1334) < 960;
  const failed = await failedEmail(request, lang);
  const supervisor = await createStaff(request, 'supervisor', lang);
  await signInStaffApi(page, supervisor);

  await page.goto('/staff');
  // The navigation has the screen for a supervisor (the phone's menu, the desktop's side bar).
  if (isPhone) await page.getByRole('button', { name: t.consoleShell.menu.open }).click();
  const navigation = page.getByRole('navigation', { name: t.consoleShell.nav.label });
  await navigation.getByRole('link', { name: t.consoleShell.nav.jobs }).click();
  await expect(page).toHaveURL(/\/staff\/jobs$/);

  await expect(page.getByRole('heading', { level: 1, name: t.consoleJobs.title })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(jobRow(page, failed.emailId)).toBeVisible();
  await sweepConsoleScreen(page, lang, 'jobs');

  // An agent has no such screen: not in the navigation, and the address answers 403.
  const agent = await createStaff(request, 'agent', lang);
  await page.context().clearCookies();
  await signInStaffApi(page, agent);
  await page.goto('/staff/jobs');
  await expect(
    page.getByRole('heading', { level: 1, name: t.consoleShell.forbidden.title }),
  ).toBeVisible();
});

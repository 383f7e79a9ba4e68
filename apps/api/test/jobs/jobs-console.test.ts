import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleJobs as enJobs } from '../../../web/src/i18n/locales/en/console-jobs.ts';
import { consoleJobs as esJobs } from '../../../web/src/i18n/locales/es/console-jobs.ts';
import { PORTAL_JOBS } from '../../src/app.ts';
import { auditLog, emailOutbox } from '../../src/db/schema/access.ts';
import { accessEmails as emails } from '../../src/modules/access/access-emails.ts';
import { enqueueEmail, type MailTransport } from '../../src/platform/mail/outbox.ts';
import {
  createStaffSession,
  createTestApp,
  type StaffCredentials,
  type TestApp,
} from '../harness.ts';

/** An SMTP server that refuses until told otherwise; the error names the recipient. */
let isDown = true;
const delivered: string[] = [];
const transport: MailTransport = {
  async send(mail) {
    if (isDown) throw new Error(`550 mailbox unavailable for ${mail.to}`);
    delivered.push(mail.to);
  },
};

let t: TestApp;
let supervisor: StaffCredentials;
beforeAll(async () => {
  t = await createTestApp({}, { mail: transport });
  supervisor = await createStaffSession(t, 'supervisor');
});
afterAll(() => t.close());

const TO = 'failing.member@example.com';

async function failedList(staff: StaffCredentials = supervisor) {
  return t.request({ method: 'GET', url: '/api/staff/jobs/failed', staff });
}

describe('failed jobs in the console', () => {
  it('lists nothing while nothing failed', async () => {
    const response = await failedList();
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ items: [], total: 0 });
  });

  it('shows an e-mail that failed after its retries by template and id, never its address or content', async () => {
    await enqueueEmail(t.database.db, {
      to: TO,
      template: 'reset_code',
      ...emails.resetCode('en', 'Ana', '918273', 'http://x/reset', 30),
    });
    expect(await t.drainJobs({ includeDelayed: true })).toMatchObject({ failed: 11 });
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, TO));
    expect(row?.status).toBe('failed');

    const response = await failedList();
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json().data;
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      queue: 'mail.send',
      summary: `reset_code #${row?.id}`,
      attempts: 11,
      last_error: '550 mailbox unavailable for [address]',
    });
    expect(new Date(items[0].failed_at).getTime()).toBeGreaterThanOrEqual(
      new Date(items[0].created_at).getTime(),
    );
    // Nothing personal: not the address, not the name, not the code.
    expect(response.body).not.toContain('failing.member');
    expect(response.body).not.toContain('Ana');
    expect(response.body).not.toContain('918273');
  });

  it('is for supervisors and admins: an agent is refused', async () => {
    const agent = await createStaffSession(t, 'agent');
    expect((await failedList(agent)).statusCode).toBe(403);
    const admin = await createStaffSession(t, 'admin');
    expect((await failedList(admin)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/staff/jobs/failed' })).statusCode).toBe(
      401,
    );
    const [job] = (await failedList()).json().data.items;
    const retry = await t.request({
      method: 'POST',
      url: `/api/staff/jobs/${job.id}/retry`,
      staff: agent,
    });
    expect(retry.statusCode).toBe(403);
  });

  it('retries a failed job once more, audited; the e-mail is sent', async () => {
    const [job] = (await failedList()).json().data.items;
    isDown = false;
    const retry = await t.request({
      method: 'POST',
      url: `/api/staff/jobs/${job.id}/retry`,
      staff: supervisor,
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toEqual({ id: job.id, queue: 'mail.send' });
    expect((await failedList()).json().data).toEqual({ items: [], total: 0 });

    expect(await t.drainJobs()).toMatchObject({ completed: 1, failed: 0 });
    expect(delivered).toEqual([TO]);
    const [row] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, TO));
    expect(row?.status).toBe('sent');

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'job_retried'), eq(auditLog.staffId, supervisor.staffId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toEqual({ queue: 'mail.send', job_id: job.id });

    // Done now: retrying it again is refused; an unknown job is not found; a bad id is refused.
    const again = await t.request({
      method: 'POST',
      url: `/api/staff/jobs/${job.id}/retry`,
      staff: supervisor,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('job_not_failed');
    const unknown = await t.request({
      method: 'POST',
      url: `/api/staff/jobs/${crypto.randomUUID()}/retry`,
      staff: supervisor,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: '/api/staff/jobs/12/retry',
      staff: supervisor,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a retried job that fails again is back in the list after one run', async () => {
    isDown = true;
    await enqueueEmail(t.database.db, {
      to: 'twice@example.com',
      template: 'reset_code',
      ...emails.resetCode('en', 'Ana', '111111', 'http://x/reset', 30),
    });
    await t.drainJobs({ includeDelayed: true });
    const [job] = (await failedList()).json().data.items;
    await t.request({ method: 'POST', url: `/api/staff/jobs/${job.id}/retry`, staff: supervisor });
    expect(await t.drainJobs({ includeDelayed: true })).toMatchObject({ completed: 0, failed: 1 });
    const { items } = (await failedList()).json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: job.id, attempts: 12 });
  });

  it('answers in a constant number of statements', async () => {
    const before = t.database.statementCount();
    await failedList();
    const one = t.database.statementCount() - before;
    await t.drainJobs();
    const before2 = t.database.statementCount();
    await failedList();
    expect(t.database.statementCount() - before2).toBe(one);
  });
});

describe('the queues in the console', () => {
  it('names every queue of the portal in both languages (not its code name)', () => {
    // The console shows `mail.send` as the catalogue's `queues.mail_send`.
    const keys = PORTAL_JOBS.map((job) => job.name.replaceAll('.', '_')).sort();
    expect(Object.keys(enJobs.queues).sort()).toEqual(keys);
    expect(Object.keys(esJobs.queues).sort()).toEqual(keys);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/db/schema/access.ts';
import { accessEmails as emails } from '../../src/modules/access/access-emails.ts';
import { enqueueEmail, type MailTransport } from '../../src/platform/mail/outbox.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/** A transport whose server is down until told otherwise. */
function flakyTransport() {
  const delivered: string[] = [];
  let isDown = true;
  const transport: MailTransport = {
    async send(mail) {
      if (isDown) throw new Error(`connect ECONNREFUSED 127.0.0.1:25 (to ${mail.to})`);
      delivered.push(mail.to);
    },
  };
  return { transport, delivered, recover: () => (isDown = false) };
}

const resetMail = (to: string) => ({
  to,
  template: 'reset_code',
  ...emails.resetCode('en', 'Ana', '123456', 'http://x/reset', 30),
});

async function outboxRow(t: TestApp, to: string) {
  const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  return row;
}

async function mailJobs(t: TestApp) {
  const result = await t.database.db.execute(
    sql`select state, retry_count, data, output from pgboss.job where name = 'mail.send'`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('e-mail through the job queue', () => {
  const smtp = flakyTransport();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { mail: smtp.transport });
  });
  afterAll(() => t.close());

  it('keeps an e-mail through an SMTP outage and sends it once the server is back', async () => {
    const to = 'outage@example.com';
    await t.database.db.transaction((tx) => enqueueEmail(tx, resetMail(to)));
    const [job] = await mailJobs(t);
    // The job carries the row's id and template only: no address, no content.
    expect(Object.keys(job?.data as object).sort()).toEqual(['id', 'template']);

    const first = await t.drainJobs();
    expect(first).toMatchObject({ completed: 0, failed: 1 });
    // Neither the message stored with the job nor the row's keeps the address.
    expect(first.errors[0]).toBe('connect ECONNREFUSED 127.0.0.1:25 (to [address])');
    const afterFailure = await outboxRow(t, to);
    expect(afterFailure?.status).toBe('pending');
    expect(afterFailure?.attempts).toBe(1);
    expect(afterFailure?.lastError).toBe('connect ECONNREFUSED 127.0.0.1:25 (to [address])');
    // Not retried before its backoff (30 s to a minute) is over.
    expect(await t.drainJobs()).toMatchObject({ completed: 0, failed: 0 });

    smtp.recover();
    expect(await t.drainJobs({ includeDelayed: true })).toMatchObject({ completed: 1, failed: 0 });
    expect(smtp.delivered).toEqual([to]);
    const sent = await outboxRow(t, to);
    expect(sent?.status).toBe('sent');
    expect(sent?.attempts).toBe(2);
    expect(sent?.lastError).toBeNull();
    // Sent once: another run finds nothing to do.
    expect(await t.drainJobs({ includeDelayed: true })).toMatchObject({ completed: 0, failed: 0 });
    expect(smtp.delivered).toEqual([to]);
  });

  it('writes neither the e-mail nor its job when the change rolls back', async () => {
    const to = 'rolled-back@example.com';
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueEmail(tx, resetMail(to));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await outboxRow(t, to)).toBeUndefined();
    expect(await t.drainJobs({ includeDelayed: true })).toEqual({
      completed: 0,
      failed: 0,
      errors: [],
    });
  });

  it('gives up after ten retries: the e-mail and its job end failed', async () => {
    const refusing: MailTransport = {
      async send() {
        throw new Error('550 relaying denied');
      },
    };
    const own = await createTestApp({}, { mail: refusing });
    try {
      const to = 'refused@example.com';
      await enqueueEmail(own.database.db, resetMail(to));
      const drained = await own.drainJobs({ includeDelayed: true });
      expect(drained).toMatchObject({ completed: 0, failed: 11 });
      const row = await outboxRow(own, to);
      expect(row?.status).toBe('failed');
      expect(row?.attempts).toBe(11);
      expect(row?.lastError).toBe('550 relaying denied');
      const [job] = await mailJobs(own);
      expect(job).toMatchObject({ state: 'failed', retry_count: 10 });
      expect(job?.output).toEqual({ message: '550 relaying denied' });
    } finally {
      await own.close();
    }
  });

  it('sends each e-mail once with two instances at work', async () => {
    const delivered: string[] = [];
    const slowly: MailTransport = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(mail.to);
      },
    };
    const first = await createTestApp({}, { mail: slowly });
    const second = await createTestApp({}, { mail: slowly, database: first.database });
    try {
      const recipients = Array.from({ length: 20 }, (_, i) => `twice-${i}@example.com`);
      for (const to of recipients) await enqueueEmail(first.database.db, resetMail(to));
      const [a, b] = await Promise.all([first.drainJobs(), second.drainJobs()]);
      expect((a?.completed ?? 0) + (b?.completed ?? 0)).toBe(20);
      expect(delivered.sort()).toEqual([...recipients].sort());
    } finally {
      await second.app.close();
      await first.close();
    }
  });

  it('keeps waiting e-mails across a restart', async () => {
    const delivered: string[] = [];
    const recording: MailTransport = {
      async send(mail) {
        delivered.push(mail.to);
      },
    };
    const before = await createTestApp({}, { mail: recording });
    const to = 'restart@example.com';
    await enqueueEmail(before.database.db, resetMail(to));
    await before.app.close();
    const after = await createTestApp({}, { mail: recording, database: before.database });
    try {
      expect(await after.drainJobs()).toMatchObject({ completed: 1 });
      expect(delivered).toEqual([to]);
      expect((await outboxRow(after, to))?.status).toBe('sent');
    } finally {
      await after.close();
    }
  });

  it('MAIL_TRANSPORT=outbox sends nothing and keeps the e-mail readable in the dev mailbox', async () => {
    const own = await createTestApp({ MAIL_TRANSPORT: 'outbox' });
    try {
      const to = 'kept@example.com';
      await enqueueEmail(own.database.db, resetMail(to));
      expect(await own.drainJobs()).toMatchObject({ completed: 1 });
      expect((await outboxRow(own, to))?.status).toBe('sent');
      const mailbox = await own.request({ method: 'GET', url: `/api/dev/mail?to=${to}` });
      expect(mailbox.json().data[0].text).toContain('123456');
    } finally {
      await own.close();
    }
  });

  it('the dev mailbox reads once the answers’ background work is done: an e-mail written after its answer is there', async () => {
    const own = await createTestApp({ MAIL_TRANSPORT: 'outbox' });
    try {
      const to = 'after-the-answer@example.com';
      // As the forgot and resend calls do: the e-mail is written after the answer.
      own.background.run('late e-mail', async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await enqueueEmail(own.database.db, resetMail(to));
      });
      const mailbox = await own.request({ method: 'GET', url: `/api/dev/mail?to=${to}` });
      expect(mailbox.json().data.map((mail: { text: string }) => mail.text)).toEqual([
        expect.stringContaining('123456'),
      ]);
    } finally {
      await own.close();
    }
  });

  it('renders every e-mail with matching HTML and text parts in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      const mail = emails.verifyEmail(
        lang,
        'Ana <b>',
        'https://portal.example/account/verify/1/abc?expires=1&signature=2',
        60,
        false,
      );
      expect(mail.text).toContain(
        'https://portal.example/account/verify/1/abc?expires=1&signature=2',
      );
      expect(mail.html).toContain(
        'href="https://portal.example/account/verify/1/abc?expires=1&#38;signature=2"',
      );
      expect(mail.html).toContain('Ana &#60;b&#62;');
      expect(mail.html).not.toContain('Ana <b>');
      expect(mail.text).toContain('60');
    }
  });
});

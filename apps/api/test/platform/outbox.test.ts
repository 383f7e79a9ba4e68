import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { emailOutbox } from '../../src/db/schema/access.ts';
import { accessEmails as emails } from '../../src/modules/access/access-emails.ts';
import {
  backoffMs,
  dispatchOutbox,
  enqueueEmail,
  type MailTransport,
} from '../../src/platform/mail/outbox.ts';
import { openTestDatabase } from '../harness.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A transport whose server is down until told otherwise. */
function flakyTransport() {
  const delivered: string[] = [];
  let isDown = true;
  const transport: MailTransport = {
    async send(mail) {
      if (isDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      delivered.push(mail.to);
    },
  };
  return { transport, delivered, recover: () => (isDown = false) };
}

describe('e-mail outbox', () => {
  it('keeps an e-mail through an SMTP outage and sends it once the server is back', async () => {
    const to = 'outage@example.com';
    await enqueueEmail(database.db, {
      to,
      template: 'reset_code',
      ...emails.resetCode('en', 'Ana', '123456', 'http://x/reset', 30),
    });
    const smtp = flakyTransport();
    const t0 = new Date();

    expect(await dispatchOutbox(database.db, smtp.transport, 'from@example.com', t0)).toEqual({
      sent: 0,
      failed: 1,
    });
    const [afterFailure] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to));
    expect(afterFailure?.status).toBe('pending');
    expect(afterFailure?.attempts).toBe(1);
    expect(afterFailure?.lastError).toContain('ECONNREFUSED');
    // Not retried before its backoff is over.
    expect(
      await dispatchOutbox(
        database.db,
        smtp.transport,
        'from@example.com',
        new Date(t0.getTime() + 1000),
      ),
    ).toEqual({ sent: 0, failed: 0 });

    smtp.recover();
    const later = new Date(Date.now() + backoffMs(1) + 1000);
    expect(await dispatchOutbox(database.db, smtp.transport, 'from@example.com', later)).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(smtp.delivered).toEqual([to]);
    const [sent] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to));
    expect(sent?.status).toBe('sent');
    // Sent once: another run finds nothing to do.
    expect(
      await dispatchOutbox(
        database.db,
        smtp.transport,
        'from@example.com',
        new Date(later.getTime() + 3_600_000),
      ),
    ).toEqual({ sent: 0, failed: 0 });
  });

  it('starts no send late in its lease, and a stale sender does not record an outcome', async () => {
    const recipients = ['lease-1@example.com', 'lease-2@example.com'];
    for (const to of recipients) {
      await enqueueEmail(database.db, {
        to,
        template: 'reset_code',
        ...emails.resetCode('en', 'Ana', '123456', 'http://x/reset', 30),
      });
    }
    const delivered: string[] = [];
    const t0 = new Date(Date.now() + 7_200_000);
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    try {
      // The first send takes four of the lease's five minutes: the second is left for later.
      const slow: MailTransport = {
        async send(mail) {
          delivered.push(mail.to);
          vi.setSystemTime(new Date(Date.now() + 4 * 60_000));
        },
      };
      expect(await dispatchOutbox(database.db, slow, 'from@example.com', t0)).toEqual({
        sent: 1,
        failed: 0,
      });
      const quick: MailTransport = {
        async send(mail) {
          delivered.push(mail.to);
        },
      };
      // Before the lease ends nobody else takes it; after, the next sender does, once.
      expect(
        await dispatchOutbox(database.db, quick, 'from@example.com', new Date(Date.now())),
      ).toEqual({ sent: 0, failed: 0 });
      const afterLease = new Date(t0.getTime() + 5 * 60_000 + 1000);
      expect(await dispatchOutbox(database.db, quick, 'from@example.com', afterLease)).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(delivered.sort()).toEqual(recipients);

      // A sender whose lease was taken over records nothing: the new holder's outcome stands.
      await enqueueEmail(database.db, {
        to: 'lease-3@example.com',
        template: 'reset_code',
        ...emails.resetCode('en', 'Ana', '123456', 'http://x/reset', 30),
      });
      const t1 = new Date(afterLease.getTime() + 3_600_000);
      const failing: MailTransport = {
        async send() {
          // Meanwhile the lease ends and another instance sends this e-mail.
          await dispatchOutbox(
            database.db,
            quick,
            'from@example.com',
            new Date(t1.getTime() + 6 * 60_000),
          );
          throw new Error('socket timeout');
        },
      };
      await dispatchOutbox(database.db, failing, 'from@example.com', t1);
      const [row] = await database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'lease-3@example.com'));
      expect(row?.status).toBe('sent');
      expect(row?.lastError).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
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

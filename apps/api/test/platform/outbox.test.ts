import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

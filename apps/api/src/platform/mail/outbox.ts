import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/access.ts';
import type { RenderedEmail } from './render.ts';

export interface MailTransport {
  /** Delivers one e-mail or throws; the outbox retries with backoff. */
  send(
    mail: RenderedEmail & { to: string; from: string; attachments: OutboxAttachment[] },
  ): Promise<void>;
}
export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

/** MAIL_TRANSPORT=outbox: e-mails stay in the table and are read in the dev mailbox. */
export const keepInOutbox: MailTransport = { send: async () => {} };

/**
 * A claimed e-mail belongs to its sender for LEASE_MS; after that another instance may send it.
 * Each SMTP step gives up well inside the lease (nodemailer's defaults wait up to 10 minutes of
 * silence), and no send starts with less than SEND_BUDGET_MS of the lease left, so an e-mail
 * is never sent by two instances.
 */
const LEASE_MS = 5 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
const SEND_BUDGET_MS = 2 * 60_000;

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
    },
  };
}

/**
 * Writes an e-mail to the durable outbox. Call it with the transaction that makes the change the
 * e-mail tells about, so neither exists without the other (SECURITY.md: an outage loses no mail).
 */
export async function enqueueEmail(
  db: Database,
  email: RenderedEmail & { to: string; template: string; attachments?: OutboxAttachment[] },
): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    template: email.template,
    attachments: email.attachments ?? [],
  });
}

const MAX_ATTEMPTS = 10;
const BATCH = 20;

/** 30 s, 1 min, 2 min ... capped at 1 h. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Sends what is due. Rows are claimed by moving next_attempt_at forward first, so several server
 * instances can run this without sending an e-mail twice.
 */
export async function dispatchOutbox(
  db: Database,
  transport: MailTransport,
  from: string,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(BATCH);
  if (due.length === 0) return { sent: 0, failed: 0 };
  const lease = new Date(now.getTime() + LEASE_MS);
  const startedAt = Date.now();
  const claimed = await db
    .update(emailOutbox)
    .set({ nextAttemptAt: lease, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(
      and(
        inArray(
          emailOutbox.id,
          due.map((d) => d.id),
        ),
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
      ),
    )
    .returning();
  let sent = 0;
  let failed = 0;
  // Only the holder of a row's lease records its outcome.
  const ours = (id: number) => and(eq(emailOutbox.id, id), eq(emailOutbox.nextAttemptAt, lease));
  for (const row of claimed) {
    // What is left of the batch waits for the lease to end and goes to whoever sends next.
    if (now.getTime() + (Date.now() - startedAt) + SEND_BUDGET_MS > lease.getTime()) break;
    try {
      await transport.send({
        to: row.toAddress,
        from,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(ours(row.id));
      sent++;
    } catch (error) {
      failed++;
      const isFinal = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: isFinal ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + backoffMs(row.attempts)),
          // The transport's message only: never the e-mail's content.
          lastError: String((error as Error).message ?? error).slice(0, 500),
        })
        .where(ours(row.id));
    }
  }
  return { sent, failed };
}

/** Runs the dispatcher on an interval and right after `kick()`; stops cleanly on close. */
export function startOutboxWorker(
  run: () => Promise<unknown>,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
) {
  let running: Promise<unknown> | undefined;
  let isStopped = false;
  const tick = () => {
    if (running || isStopped) return;
    running = run()
      .catch((error) => options.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 5_000);
  timer.unref();
  return {
    kick: tick,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

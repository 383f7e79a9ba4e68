import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/access.ts';
import { defineJob, enqueueJob, safeErrorMessage } from '../jobs/jobs.ts';
import type { RenderedEmail } from './render.ts';

export interface MailTransport {
  /** Delivers one e-mail or throws; the job queue retries it with backoff. */
  send(
    mail: RenderedEmail & { to: string; from: string; attachments: OutboxAttachment[] },
  ): Promise<void>;
}
export type OutboxAttachment = { filename: string; contentType: string; contentBase64: string };

/** MAIL_TRANSPORT=outbox: e-mails stay in the table and are read in the dev mailbox. */
export const keepInOutbox: MailTransport = { send: async () => {} };

/**
 * A `mail.send` job is the sender's for SEND_EXPIRE_SECONDS; after that it counts as failed and
 * is retried (by any instance). Each SMTP step gives up well inside it (nodemailer's defaults
 * wait up to 10 minutes of silence), so an e-mail is not sent by two instances.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };
const SEND_EXPIRE_SECONDS = 5 * 60;

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

/** The transport MAIL_TRANSPORT names: SMTP, or none (the e-mail stays in the dev mailbox). */
export function mailTransport(config: Config): MailTransport {
  return config.mail.transport === 'smtp' && config.mail.smtpUrl
    ? smtpTransport(config.mail.smtpUrl)
    : keepInOutbox;
}

/**
 * Sends one outbox row through the transport and records the outcome on the row (its status:
 * pending, sent or failed after the last retry). The row id and template only travel with the
 * job: the console shows those, never the address or the content.
 */
export const sendEmail = defineJob<{ id: number; template: string }>({
  name: 'mail.send',
  // 30 s, 1, 2, 4 ... minutes (with jitter): ten retries span about eight hours.
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: SEND_EXPIRE_SECONDS,
  concurrency: 4,
  describe: (data) => `${data.template} #${data.id}`,
  async run({ id }, ctx, job) {
    const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    // Sent already (a run that crashed before recording its job's end): not twice.
    if (!row || row.status === 'sent') return;
    try {
      await ctx.mail.send({
        to: row.toAddress,
        from: ctx.config.mail.from,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: row.attachments,
      });
    } catch (error) {
      await ctx.db
        .update(emailOutbox)
        .set({
          status: job.isLastAttempt ? 'failed' : 'pending',
          attempts: sql`${emailOutbox.attempts} + 1`,
          // The transport's message only: never the e-mail's content.
          lastError: safeErrorMessage(error),
        })
        .where(eq(emailOutbox.id, id));
      throw error;
    }
    await ctx.db
      .update(emailOutbox)
      .set({
        status: 'sent',
        sentAt: new Date(),
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError: null,
      })
      .where(eq(emailOutbox.id, id));
  },
});

/**
 * Writes an e-mail to the outbox (its record and status, read by the dev mailbox) and a
 * `mail.send` job that sends it. Call it with the transaction that makes the change the e-mail
 * tells about, so neither exists without the other (SECURITY.md: an outage loses no mail).
 */
export async function enqueueEmail(
  db: Database,
  email: RenderedEmail & { to: string; template: string; attachments?: OutboxAttachment[] },
): Promise<void> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      template: email.template,
      attachments: email.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  await enqueueJob(db, sendEmail, { id: row.id, template: email.template });
}

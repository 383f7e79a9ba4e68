import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { BackgroundTasks } from './platform/background.ts';
import type { Captcha } from './platform/captcha.ts';
import type { ContentCache } from './platform/content-cache.ts';
import type { JobRunner } from './platform/jobs/jobs.ts';
import type { MailTransport } from './platform/mail/outbox.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';
import type { PdfRenderer } from './platform/pdf-threads.ts';
import type { RateLimits } from './platform/rate-limit.ts';

/** What every module may use; built once in app.ts. No module keeps state of its own. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  captcha: Captcha;
  /** The card provider; null when payments have none (PAYMENT_PROVIDER=none). */
  payments: PaymentProvider | null;
  limits: RateLimits;
  /** Ask the job workers to send the e-mails just committed now (`jobs.kick()`). */
  kickMail: () => void;
  /** The job queue (platform/jobs/jobs.ts): `kick()` after committing jobs to run them now. */
  jobs: Pick<JobRunner, 'kick' | 'describe'>;
  /** Where the `mail.send` job sends e-mails (MAIL_TRANSPORT). */
  mail: MailTransport;
  /** Work that runs after the response (see platform/background.ts). */
  background: BackgroundTasks;
  /** The club's content, read once a minute rather than per request (platform/content-cache.ts). */
  content: ContentCache;
  /** Draws the PDFs in worker threads (platform/pdf-threads.ts). */
  pdf: PdfRenderer;
}

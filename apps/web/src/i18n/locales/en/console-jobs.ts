/** The job queue's console screen (issue 22): failed background jobs and their retry. */
export const consoleJobs = {
  title: 'Failed jobs',
  subtitle:
    'Background work that failed after its last retry: e-mails, broadcasts, webhooks, payment receipts. Retry a job once its cause is fixed.',
  loading: 'Loading the failed jobs',
  listLabel: 'Failed jobs',
  emptyTitle: 'Nothing failed',
  emptyText: 'Every background job ran, or is still being retried by itself.',
  count_one: '{{count}} failed job',
  count_other: '{{count}} failed jobs',
  countOf: 'The newest {{count}} of {{total}} failed jobs',
  queues: {
    mail_send: 'E-mail',
    broadcast_deliver: 'Broadcast',
    webhook_deliver: 'Webhook delivery',
    payments_receipt: 'Payment receipt',
  },
  attempts: 'Runs',
  runs_one: '{{count}} run',
  runs_other: '{{count}} runs',
  failedAt: 'Failed',
  createdAt: 'Created',
  lastError: 'Last error',
  noError: 'No message',
  retry: 'Retry',
  retryOf: 'Retry the job {{queue}}: {{summary}}',
} as const;

import type { JobsMessageKey } from './message-keys.ts';

export const jobsMessagesEn: Record<JobsMessageKey, string> = {
  job_not_failed:
    'This job is no longer failed: someone retried it already. Reload to see the list.',
  job_retried: 'The job will run again in a moment.',
};

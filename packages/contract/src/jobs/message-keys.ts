/** The job queue area's notification and error keys (issue 22). */
export const JOBS_MESSAGE_KEYS = ['job_not_failed', 'job_retried'] as const;
export type JobsMessageKey = (typeof JOBS_MESSAGE_KEYS)[number];

import { z } from 'zod/mini';
import { FAILED_JOBS_PAGE_SIZE } from './constants.ts';

/**
 * A job that failed after its last retry (issue 22), as the console shows it: which queue, what
 * it was about in the queue's own safe words (an e-mail's template and row id, never the address
 * or the content), how many runs, the last run's error message, when it was made and failed.
 */
export const failedJobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  /** The job's own description (its template and id for an e-mail); null when it has none. */
  summary: z.nullable(z.string()),
  attempts: z.int(),
  last_error: z.nullable(z.string()),
  created_at: z.iso.datetime(),
  failed_at: z.nullable(z.iso.datetime()),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobListSchema = z.object({
  items: z.array(failedJobSchema).check(z.maxLength(FAILED_JOBS_PAGE_SIZE)),
  /** Failed jobs in all (the list shows the newest FAILED_JOBS_PAGE_SIZE). */
  total: z.int(),
});
export type FailedJobList = z.infer<typeof failedJobListSchema>;

export const jobIdParamsSchema = z.object({ id: z.uuid() });

export const retriedJobSchema = z.object({ id: z.uuid(), queue: z.string() });

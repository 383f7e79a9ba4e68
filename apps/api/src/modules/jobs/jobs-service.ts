import type { FailedJob, FailedJobList } from '@mp/contract/jobs/schemas';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import type { Caller } from '../../platform/http/caller.ts';
import {
  type FailedJobRow,
  findFailedJobs,
  findJobState,
  retryFailedJob,
} from './jobs-repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The runner stores `{ message }`; pg-boss's own timeout `{ value: { message } }`. */
function lastError(output: FailedJobRow['output']): string | null {
  const message = output?.message ?? (output?.value as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message.slice(0, 500) : null;
}

export function createJobsService(ctx: Pick<AppContext, 'db' | 'jobs'>) {
  return {
    /** What failed, in each queue's own safe words: never a job's data itself. */
    async failed(): Promise<FailedJobList> {
      const { items, total } = await findFailedJobs(ctx.db);
      return {
        total,
        items: items.map(
          (row): FailedJob => ({
            id: row.id,
            queue: row.name,
            summary: ctx.jobs.describe(row.name, row.data),
            attempts: Number(row.attempts),
            last_error: lastError(row.output),
            created_at: iso(row.created_on),
            failed_at: row.completed_on ? iso(row.completed_on) : null,
          }),
        ),
      };
    },

    async retry(id: string, acting: { caller: Caller; requestId: string }) {
      const retried = await ctx.db.transaction(async (tx) => {
        const job = await retryFailedJob(tx, id);
        if (!job) {
          const existing = await findJobState(tx, id);
          throw existing ? new AppError(409, 'job_not_failed') : new AppError(404, 'not_found');
        }
        await audit(tx, 'job_retried', {
          caller: acting.caller,
          requestId: acting.requestId,
          detail: { queue: job.name, job_id: job.id },
        });
        return job;
      });
      ctx.jobs.kick();
      return { id: retried.id, queue: retried.name };
    },
  };
}

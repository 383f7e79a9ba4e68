import { jobsRoutes as routes } from '@mp/contract/jobs/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createJobsService } from './jobs-service.ts';
import { jobsTestSupport } from './jobs-test-support.ts';

/** The job queue in the console (issue 22): failed jobs, and a supervisor's retry. */
export function jobsRoutesOf(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const jobs = createJobsService(ctx);
  registerRoute(app, hooks, routes.failedJobs, async () => ({ data: await jobs.failed() }));
  registerRoute(app, hooks, routes.retryJob, async (c) => ({
    data: await jobs.retry(c.params.id, { caller: c.caller, requestId: c.request.id }),
  }));
}

export const jobsModule: AppModule = {
  name: 'jobs',
  register: (api, hooks, ctx) => {
    jobsRoutesOf(api, hooks, ctx);
    if (ctx.config.isTest) jobsTestSupport(api, ctx);
  },
};

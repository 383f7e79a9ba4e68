import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { Config } from '../config.ts';
import type { RouteHooks } from '../platform/http/register-route.ts';
import type { AnyJobDef } from '../platform/jobs/jobs.ts';

/**
 * One area of the API as app.ts sees it: a name, a registration, and whether the configuration
 * wants it. A module registers its own routes (and only its own) through `registerRoute`.
 */
export interface AppModule {
  name: string;
  register: (api: FastifyInstance, hooks: RouteHooks, ctx: AppContext) => void;
  isEnabled?: (config: Config) => boolean;
  /** Its background jobs (`defineJob`): their queues exist and the workers run them. */
  jobs?: readonly AnyJobDef[];
}

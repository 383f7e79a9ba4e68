import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../app-module.ts';
import { healthSchema, readySchema, unreadySchema } from './health-schemas.ts';
import { buildOpenApi } from './openapi.ts';

/**
 * /healthz: the process answers. /readyz: the database answers too (load balancers use it).
 * /api/docs: the OpenAPI description of every contract route.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
  const openApi = buildOpenApi(ctx.config.publicUrl);
  app.get('/api/docs', async () => openApi);
  app.get(
    '/readyz',
    { schema: { response: { 200: readySchema, 503: unreadySchema } } },
    async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ok' as const, database: ctx.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
}

export const healthModule: AppModule = {
  name: 'health',
  register: (api, _hooks, ctx) => healthRoutes(api, ctx),
};

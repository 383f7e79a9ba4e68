import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { buildOpenApi } from './openapi.ts';

/**
 * /healthz: the process answers. /readyz: the database answers too (load balancers use it).
 * /api/docs: the OpenAPI description of every contract route.
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  const openApi = buildOpenApi(ctx.config.publicUrl);
  app.get('/api/docs', async () => openApi);
  app.get('/readyz', async (_request, reply) => {
    try {
      await ctx.database.ping();
      return { status: 'ok', database: ctx.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** /healthz: the process answers. /readyz: the database answers too (load balancers use it). */
export function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    try {
      await ctx.database.ping();
      return { status: 'ok', database: ctx.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}

import { inboxRoutes as routes } from '@mp/contract/inbox/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { StaffCaller } from '../../platform/http/caller.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createInboxService, type DeskActor } from './inbox-service.ts';

export function inboxRoutesOf(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const inbox = createInboxService(ctx);
  const actor = (c: {
    staff: StaffCaller;
    caller: DeskActor['caller'];
    request: { id: string };
  }): DeskActor => ({ staff: c.staff, caller: c.caller, requestId: c.request.id });

  registerRoute(app, hooks, routes.staffThreads, async ({ query, staff }) => ({
    data: await inbox.list(query, staff),
  }));

  registerRoute(app, hooks, routes.staffThread, async (c) => ({
    data: await inbox.thread(c.params.id, actor(c)),
  }));

  registerRoute(app, hooks, routes.replyToThread, async (c) => ({
    data: await inbox.reply(c.params.id, c.body.message, actor(c)),
  }));

  registerRoute(app, hooks, routes.addThreadNote, async (c) => ({
    data: await inbox.addNote(c.params.id, c.body.note, actor(c)),
  }));

  registerRoute(app, hooks, routes.assignThread, async (c) => ({
    data: await inbox.assign(c.params.id, c.body.staff_id, actor(c)),
  }));

  registerRoute(app, hooks, routes.setThreadStatus, async (c) => ({
    data: await inbox.setStatus(c.params.id, c.body.status, actor(c)),
  }));

  registerRoute(app, hooks, routes.cannedResponses, async () => ({
    data: await inbox.cannedResponses(),
  }));

  registerRoute(app, hooks, routes.createCannedResponse, async (c) => ({
    data: await inbox.createCanned(c.body, actor(c)),
  }));

  registerRoute(app, hooks, routes.updateCannedResponse, async (c) => ({
    data: await inbox.updateCanned(c.params.id, c.body, actor(c)),
  }));

  registerRoute(app, hooks, routes.deleteCannedResponse, async (c) => {
    await inbox.deleteCanned(c.params.id, actor(c));
    return undefined;
  });

  registerRoute(app, hooks, routes.staffDirectory, async () => ({
    data: await inbox.directory(),
  }));
}

export const inboxModule: AppModule = {
  name: 'inbox',
  register: inboxRoutesOf,
};

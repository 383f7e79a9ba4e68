import { deskRoutes as routes } from '@mp/contract/desk/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createDeskMembersService } from './desk-members-service.ts';
import { type Acting, createDeskService } from './desk-service.ts';

const acting = (ctx: { staff: StaffCaller; caller: Caller; request: { id: string } }): Acting => ({
  staff: ctx.staff,
  caller: ctx.caller,
  requestId: ctx.request.id,
});

export function deskRoutesOf(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const desk = createDeskService(ctx);
  const members = createDeskMembersService(ctx);

  registerRoute(app, hooks, routes.deskSummary, async () => ({ data: await desk.summary() }));

  registerRoute(app, hooks, routes.deskReservationRequests, async ({ query }) => ({
    data: await desk.requests(query),
  }));
  registerRoute(app, hooks, routes.deskReservationRequest, async ({ params }) => ({
    data: await desk.request(params.id),
  }));
  registerRoute(app, hooks, routes.deskHotels, async () => ({ data: await desk.hotels() }));
  registerRoute(app, hooks, routes.confirmReservationRequest, async (c) => ({
    data: await desk.confirm(c.params.id, c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.declineReservationRequest, async (c) => ({
    data: await desk.decline(c.params.id, c.body, acting(c)),
  }));

  registerRoute(app, hooks, routes.deskProfileReviews, async ({ query }) => ({
    data: await desk.reviews(query),
  }));
  registerRoute(app, hooks, routes.verifyProfileReview, async (c) => ({
    data: await desk.verify(c.params.id, acting(c)),
  }));
  registerRoute(app, hooks, routes.rejectProfileReview, async (c) => ({
    data: await desk.reject(c.params.id, c.body.reason, acting(c)),
  }));

  registerRoute(app, hooks, routes.lookupMembers, async ({ query }) => ({
    data: await members.lookup(query.q),
  }));
  registerRoute(app, hooks, routes.deskMember, async (c) => ({
    data: await members.page(c.params.id, c.query.reason, acting(c)),
  }));
  registerRoute(app, hooks, routes.resendMemberVerification, async (c) => ({
    data: await members.resendVerification(c.params.id, acting(c)),
  }));
  registerRoute(app, hooks, routes.endMemberSessions, async (c) => ({
    data: await members.endSessions(c.params.id, acting(c)),
  }));
  registerRoute(app, hooks, routes.disableMember, async (c) => ({
    data: await members.setDisabled(c.params.id, true, acting(c)),
  }));
  registerRoute(app, hooks, routes.enableMember, async (c) => ({
    data: await members.setDisabled(c.params.id, false, acting(c)),
  }));
}

export const deskModule: AppModule = {
  name: 'desk',
  register: deskRoutesOf,
};

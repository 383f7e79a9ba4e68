import { staysRoutes as routes } from '@mp/contract/stays/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import {
  type RouteHooks,
  registerRoute,
  registerSessionJoinedRoute,
} from '../../platform/http/register-route.ts';
import { translate } from '../../platform/i18n.ts';
import type { AppModule } from '../app-module.ts';
import { clubStandInRoutes } from './club-stand-ins.ts';
import { createStaysService } from './stays-service.ts';

export function staysRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const stays = createStaysService(ctx);

  registerSessionJoinedRoute(app, hooks, routes.exchanges, async ({ accessTokenHash }) => {
    const data = await stays.exchanges(accessTokenHash);
    return data && { data };
  });

  registerRoute(app, hooks, routes.destinationHighlights, async ({ query, lang }) => ({
    data: { data: await stays.destinationHighlights(lang, query.query) },
  }));

  registerRoute(app, hooks, routes.destinationHighlight, async ({ params, lang }) => ({
    data: { data: await stays.destinationHighlight(params.destination_highlight, lang) },
  }));
}

export function reservationRoutes(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const stays = createStaysService(ctx);

  registerSessionJoinedRoute(
    app,
    hooks,
    routes.userReservations,
    async ({ accessTokenHash, params, lang }) => {
      const data = await stays.reservations(accessTokenHash, params.type, lang);
      return data && { data };
    },
  );

  registerRoute(
    app,
    hooks,
    routes.reservationRequested,
    async ({ member, body, lang }) => ({
      data: { data: await stays.requestReservation(member.userId, body, lang) },
    }),
    { rateLimit: 'reservation' },
  );

  registerRoute(
    app,
    hooks,
    routes.addReservationToProfile,
    async ({ member, body, lang, useAlternateStatus }) => {
      const found = await stays.addToProfile(member.userId, body, lang);
      if (found) return { data: { data: found, message: translate(lang, 'reservation_attached') } };
      // Spec §4: 200 means not found.
      useAlternateStatus();
      return { data: { data: null, message: translate(lang, 'reservation_not_found') } };
    },
    { rateLimit: 'reservation' },
  );

  registerRoute(
    app,
    hooks,
    routes.sendReservationConfirmation,
    async ({ member, body, lang }) => {
      await stays.sendConfirmation(member.userId, body.reservation_number);
      return { data: { message: translate(lang, 'reservation_confirmation_sent') } };
    },
    { rateLimit: 'reservation' },
  );
}

export const staysModule: AppModule = {
  name: 'stays',
  register: (app, hooks, ctx) => {
    staysRoutes(app, hooks, ctx);
    reservationRoutes(app, hooks, ctx);
    clubStandInRoutes(app, { isProduction: ctx.config.isProduction });
  },
};

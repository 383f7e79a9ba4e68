import { clubdataRoutes as routes } from '@mp/contract/clubdata/routes';
import type { UpsertResult } from '@mp/contract/clubdata/schemas';
import { isIntegrationAccess } from '@mp/contract/http/route';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { createImportService } from './clubdata-import.ts';
import { type Acting, createIntegrationKeysService } from './clubdata-keys.ts';
import { createClubdataService } from './clubdata-service.ts';

const acting = (c: { caller: Caller; request: { id: string } }): Acting => {
  if (c.caller.kind !== 'staff') throw new AppError(401, 'unauthenticated');
  return { staffId: c.caller.staffId, caller: c.caller, requestId: c.request.id };
};

/** The CSV upload's body: the request stream itself, never read into memory here. */
const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel'];

function clubdataRoutesOf(api: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  const imports = createImportService(ctx, api.log);
  const keys = createIntegrationKeysService(ctx);
  const club = createClubdataService(ctx);

  // The integration routes' caller is resolved by the one authorisation hook (an API key,
  // platform/http/caller.ts); each call is also counted per key.
  const integrationHooks: RouteHooks = {
    ...hooks,
    authorize: (access) => {
      const authorize = hooks.authorize(access);
      if (!isIntegrationAccess(access)) return authorize;
      return async function authorizeAndCount(this: FastifyInstance, request, reply) {
        await authorize.call(this, request, reply, () => {});
        if (request.caller.kind === 'integration') {
          await ctx.limits.hit('integrationKey', String(request.caller.keyId));
        }
      };
    },
  };

  api.register(async (scoped) => {
    for (const type of CSV_TYPES) {
      scoped.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
    }
    registerRoute(
      scoped,
      hooks,
      routes.uploadClubImport,
      async (c) => {
        const body = c.request.body as NodeJS.ReadableStream | undefined;
        if (!body || typeof (body as { pipe?: unknown }).pipe !== 'function') {
          throw new AppError(400, 'import_file_missing');
        }
        return { data: await imports.upload(c.query.entity, c.query.file_name, body, acting(c)) };
      },
      { rateLimit: 'importUpload' },
    );
  });

  registerRoute(api, hooks, routes.clubImports, async ({ query }) => ({
    data: await imports.list(query.page),
  }));
  registerRoute(api, hooks, routes.clubImport, async ({ params }) => ({
    data: await imports.detail(params.id),
  }));
  registerRoute(api, hooks, routes.applyClubImport, async (c) => ({
    data: await imports.apply(c.params.id, acting(c)),
  }));
  registerRoute(api, hooks, routes.discardClubImport, async (c) => {
    await imports.discard(c.params.id, acting(c));
    return undefined;
  });

  registerRoute(api, hooks, routes.integrationKeys, async () => ({ data: await keys.list() }));
  registerRoute(api, hooks, routes.createIntegrationKey, async (c) => ({
    data: await keys.create(c.body, acting(c)),
  }));
  registerRoute(api, hooks, routes.rotateIntegrationKey, async (c) => ({
    data: await keys.rotate(c.params.id, acting(c)),
  }));
  registerRoute(api, hooks, routes.revokeIntegrationKey, async (c) => ({
    data: await keys.revoke(c.params.id, acting(c)),
  }));

  const created = (result: UpsertResult, use: () => void) => {
    if (result.outcome === 'created') use();
    return { data: result };
  };
  const options = { rateLimit: 'integration' } as const;
  registerRoute(
    api,
    integrationHooks,
    routes.upsertClubMember,
    async (c) =>
      created(
        await club.upsert('members', { ...c.body, member_id: c.params.member_id }),
        c.useAlternateStatus,
      ),
    options,
  );
  registerRoute(
    api,
    integrationHooks,
    routes.upsertClubContract,
    async (c) =>
      created(
        await club.upsert('contracts', { ...c.body, contract_number: c.params.contract_number }),
        c.useAlternateStatus,
      ),
    options,
  );
  registerRoute(
    api,
    integrationHooks,
    routes.upsertClubDueItem,
    async (c) =>
      created(
        await club.upsert('due_items', { ...c.body, due_item_id: c.params.due_item_id }),
        c.useAlternateStatus,
      ),
    options,
  );
  registerRoute(
    api,
    integrationHooks,
    routes.upsertClubReservation,
    async (c) =>
      created(
        await club.upsert('reservations', {
          ...c.body,
          reservation_number: c.params.reservation_number,
        }),
        c.useAlternateStatus,
      ),
    options,
  );
}

export const clubdataModule: AppModule = {
  name: 'clubdata',
  register: clubdataRoutesOf,
};

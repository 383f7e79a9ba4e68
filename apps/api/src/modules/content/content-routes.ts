import { contentRoutes as routes } from '@mp/contract/content/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { createContentBus } from '../../platform/content-cache.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import type { AppModule } from '../app-module.ts';
import { type Acting, createContentService } from './content-service.ts';

const acting = (ctx: { staff: StaffCaller; caller: Caller; request: { id: string } }): Acting => ({
  staff: ctx.staff,
  caller: ctx.caller,
  requestId: ctx.request.id,
});

/** An image upload's JSON body: base64 of up to 1 MB, past the server's 64 KB default. */
const UPLOAD_BODY_LIMIT = 1_500_000;

export function contentRoutesOf(app: FastifyInstance, hooks: RouteHooks, ctx: AppContext) {
  // Every instance forgets the changed lists at once (platform/content-cache.ts).
  const bus = createContentBus({
    cache: ctx.content,
    redisUrl: ctx.config.redisUrl,
    scope: ctx.database,
    onError: (error) => app.log.warn({ err: error }, 'content bus'),
  });
  app.addHook('onClose', () => bus.close());
  const content = createContentService({ db: ctx.db, bus });

  app.addHook('onRoute', (options) => {
    if (options.url === routes.uploadContentImage.path && options.method === 'POST')
      options.bodyLimit = UPLOAD_BODY_LIMIT;
  });

  registerRoute(app, hooks, routes.contentFaqs, async () => ({ data: await content.faqs.list() }));
  registerRoute(app, hooks, routes.createContentFaq, async (c) => ({
    data: await content.faqs.create(c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.updateContentFaq, async (c) => ({
    data: await content.faqs.update(c.params.id, c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.moveContentFaq, async (c) => ({
    data: await content.faqs.move(c.params.id, c.body.position, acting(c)),
  }));
  registerRoute(app, hooks, routes.setContentFaqVisibility, async (c) => ({
    data: await content.faqs.setVisibility(c.params.id, c.body.hidden, acting(c)),
  }));

  registerRoute(app, hooks, routes.contentHighlights, async () => ({
    data: await content.highlights.list(),
  }));
  registerRoute(app, hooks, routes.createContentHighlight, async (c) => ({
    data: await content.highlights.create(c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.updateContentHighlight, async (c) => ({
    data: await content.highlights.update(c.params.id, c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.moveContentHighlight, async (c) => ({
    data: await content.highlights.move(c.params.id, c.body.position, acting(c)),
  }));
  registerRoute(app, hooks, routes.setContentHighlightVisibility, async (c) => ({
    data: await content.highlights.setVisibility(c.params.id, c.body.hidden, acting(c)),
  }));

  registerRoute(app, hooks, routes.contentContactReasons, async () => ({
    data: await content.contactReasons.list(),
  }));
  registerRoute(app, hooks, routes.createContentContactReason, async (c) => ({
    data: await content.contactReasons.create(c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.updateContentContactReason, async (c) => ({
    data: await content.contactReasons.update(c.params.id, c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.moveContentContactReason, async (c) => ({
    data: await content.contactReasons.move(c.params.id, c.body.position, acting(c)),
  }));
  registerRoute(app, hooks, routes.setContentContactReasonVisibility, async (c) => ({
    data: await content.contactReasons.setVisibility(c.params.id, c.body.hidden, acting(c)),
  }));

  registerRoute(app, hooks, routes.contentHotels, async () => ({
    data: await content.hotels.list(),
  }));
  registerRoute(app, hooks, routes.createContentHotel, async (c) => ({
    data: await content.hotels.create(c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.updateContentHotel, async (c) => ({
    data: await content.hotels.update(c.params.id, c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.moveContentHotel, async (c) => ({
    data: await content.hotels.move(c.params.id, c.body.position, acting(c)),
  }));
  registerRoute(app, hooks, routes.setContentHotelVisibility, async (c) => ({
    data: await content.hotels.setVisibility(c.params.id, c.body.hidden, acting(c)),
  }));

  registerRoute(app, hooks, routes.contentUnitTypes, async ({ query }) => ({
    data: await content.unitTypes.list(query.hotel_id),
  }));
  registerRoute(app, hooks, routes.createContentUnitType, async (c) => ({
    data: await content.unitTypes.create(c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.updateContentUnitType, async (c) => ({
    data: await content.unitTypes.update(c.params.id, c.body, acting(c)),
  }));
  registerRoute(app, hooks, routes.moveContentUnitType, async (c) => ({
    data: await content.unitTypes.move(c.params.id, c.body.position, acting(c)),
  }));
  registerRoute(app, hooks, routes.setContentUnitTypeVisibility, async (c) => ({
    data: await content.unitTypes.setVisibility(c.params.id, c.body.hidden, acting(c)),
  }));

  registerRoute(app, hooks, routes.previewContent, async ({ body }) => ({
    data: content.preview(body.html),
  }));
  registerRoute(app, hooks, routes.uploadContentImage, async (c) => ({
    data: await content.uploadImage(c.body.data, acting(c)),
  }));
  registerRoute(app, hooks, routes.contentImage, async ({ params, reply }) => {
    const image = await content.image(params.image);
    // Addressed by its content hash: the same address is always the same bytes.
    reply
      .header('content-type', image.mediaType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'");
    return image.bytes;
  });
}

export const contentModule: AppModule = { name: 'content', register: contentRoutesOf };

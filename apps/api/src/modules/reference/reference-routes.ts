import { referenceRoutes as routes } from '@mp/contract/reference/routes';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { contactReasons, hotels, unitTypes } from '../../db/schema/club.ts';
import { type RouteHooks, registerRoute } from '../../platform/http/register-route.ts';
import { listFaqs } from './faqs-repository.ts';

/** Reference lists in the request language (spec: "the last three in the request language"). */
export function referenceRoutes(app: FastifyInstance, hooks: RouteHooks, { db }: AppContext) {
  registerRoute(app, hooks, routes.faqs, async ({ lang }) => ({ data: await listFaqs(db, lang) }));

  registerRoute(app, hooks, routes.contactReasons, async ({ lang }) => {
    const rows = await db
      .select()
      .from(contactReasons)
      .orderBy(asc(contactReasons.sortOrder), asc(contactReasons.id));
    return { data: rows.map((r) => ({ id: r.id, name: lang === 'es' ? r.nameEs : r.nameEn })) };
  });

  registerRoute(app, hooks, routes.reservationHotels, async ({ lang }) => {
    // Two queries, not one per hotel: the unit types are grouped in memory.
    const [hotelRows, unitRows] = await Promise.all([
      db.select().from(hotels).orderBy(asc(hotels.sortOrder), asc(hotels.id)),
      db.select().from(unitTypes).orderBy(asc(unitTypes.id)),
    ]);
    return {
      data: hotelRows.map((hotel) => ({
        id: hotel.id,
        name: hotel.name,
        destination: hotel.destination,
        unit_types: unitRows
          .filter((unit) => unit.hotelId === hotel.id)
          .map((unit) => ({
            id: unit.id,
            name: lang === 'es' ? unit.nameEs : unit.nameEn,
            max_guests: unit.maxGuests,
          })),
      })),
    };
  });
}

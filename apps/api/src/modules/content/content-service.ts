import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES, IMAGE_PATH_PREFIX } from '@mp/contract/content/constants';
import { imageKeyOf, imagePath, sniffImage } from '@mp/contract/content/image';
import type {
  contactReasonInputSchema,
  faqInputSchema,
  highlightInputSchema,
  hotelInputSchema,
  StaffContactReason,
  StaffFaq,
  StaffHighlight,
  StaffHotel,
  StaffUnitType,
  UploadedImage,
  unitTypeInputSchema,
} from '@mp/contract/content/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { unitTypes } from '../../db/schema/club.ts';
import { AppError } from '../../platform/app-error.ts';
import { audit } from '../../platform/audit.ts';
import { CONTENT_CACHE_KEYS, type ContentBus } from '../../platform/content-cache.ts';
import type { Caller, StaffCaller } from '../../platform/http/caller.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import type { ContentAuditEvent } from './content-audit-events.ts';
import {
  CONTENT_TABLES,
  findHotel,
  findImage,
  findUnitType,
  imageExists,
  insertImage,
  listContactReasons,
  listFaqs,
  listHighlights,
  listHotels,
  listUnitTypes,
  moveTo,
  nextSortOrder,
  setHidden,
} from './content-repository.ts';

/** Who acts and for which request: the audit row's caller and request id. */
export interface Acting {
  staff: StaffCaller;
  caller: Caller;
  requestId: string;
}

export type Kind = keyof typeof CONTENT_TABLES;

/** The member-side lists a change of each kind makes stale (platform/content-cache.ts). */
const STALE: Record<Kind, readonly string[]> = {
  faqs: [CONTENT_CACHE_KEYS.faqs],
  highlights: [CONTENT_CACHE_KEYS.highlights],
  contact_reasons: [CONTENT_CACHE_KEYS.contactReasons],
  hotels: [CONTENT_CACHE_KEYS.hotels, CONTENT_CACHE_KEYS.unitTypes],
  unit_types: [CONTENT_CACHE_KEYS.unitTypes],
};

const notFound = () => new AppError(404, 'not_found');
const invalid = (field: string, key: string) =>
  new AppError(400, 'validation_failed', { fields: { [field]: [key] } });

/** Text a browser would show of some HTML: nothing left means the editor wrote only markup. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();

/**
 * HTML as members will get it: the member side's allow-list sanitiser (platform/sanitize.ts), so
 * what is stored is what is shown (the member side sanitises again on the way out, alike).
 */
function safeHtml(field: string, html: string): string {
  const safe = sanitizeRichText(html).trim();
  if (visibleText(safe) === '') throw invalid(field, 'content_html_empty');
  return safe;
}

const positioned = <T>(rows: readonly T[]) =>
  rows.map((row, index) => ({ row, position: index + 1 }));

type FaqInput = z.output<typeof faqInputSchema>;
type HighlightInput = z.output<typeof highlightInputSchema>;
type ReasonInput = z.output<typeof contactReasonInputSchema>;
type HotelInput = z.output<typeof hotelInputSchema>;
type UnitInput = z.output<typeof unitTypeInputSchema>;

export function createContentService(
  ctx: Pick<AppContext, 'db'> & { bus: Pick<ContentBus, 'publish'> },
) {
  const { db, bus } = ctx;

  /** One change: its rows and its audit row in one transaction, then every instance told. */
  async function change<T>(
    kind: Kind,
    event: ContentAuditEvent,
    acting: Acting,
    apply: (tx: Database) => Promise<{ id: number; result: T }>,
  ): Promise<T> {
    const { result } = await db.transaction(async (tx) => {
      const done = await apply(tx);
      await audit(tx, event, {
        caller: acting.caller,
        requestId: acting.requestId,
        detail: { kind, id: done.id },
      });
      return done;
    });
    await bus.publish(STALE[kind]);
    return result;
  }

  async function faqs(): Promise<StaffFaq[]> {
    return positioned(await listFaqs(db)).map(({ row, position }) => ({
      id: row.id,
      position,
      hidden: row.hidden,
      title_en: row.titleEn,
      title_es: row.titleEs,
      content_en: row.contentEn,
      content_es: row.contentEs,
    }));
  }
  async function highlights(): Promise<StaffHighlight[]> {
    return positioned(await listHighlights(db)).map(({ row, position }) => ({
      id: row.id,
      position,
      hidden: row.hidden,
      name: row.name,
      location: row.location,
      description_en: row.descriptionEn,
      description_es: row.descriptionEs,
      image_location: row.imageLocation,
      read_more_link: row.readMoreLink,
      buy_link: row.buyLink,
    }));
  }
  async function contactReasons(): Promise<StaffContactReason[]> {
    return positioned(await listContactReasons(db)).map(({ row, position }) => ({
      id: row.id,
      position,
      hidden: row.hidden,
      name_en: row.nameEn,
      name_es: row.nameEs,
    }));
  }
  async function hotelList(): Promise<StaffHotel[]> {
    return positioned(await listHotels(db)).map(({ row, position }) => ({
      id: row.id,
      position,
      hidden: row.hidden,
      name: row.name,
      destination: row.destination,
      in_use: Boolean(row.inUse),
    }));
  }
  /** Unit types, each numbered within its hotel. */
  async function unitTypeList(hotelId?: number): Promise<StaffUnitType[]> {
    const rows = await listUnitTypes(db, hotelId);
    const seen = new Map<number, number>();
    return rows.map((row) => {
      const position = (seen.get(row.hotelId) ?? 0) + 1;
      seen.set(row.hotelId, position);
      return {
        id: row.id,
        position,
        hidden: row.hidden,
        hotel_id: row.hotelId,
        name_en: row.nameEn,
        name_es: row.nameEs,
        max_guests: row.maxGuests,
      };
    });
  }

  const one = async <T extends { id: number }>(list: () => Promise<T[]>, id: number) => {
    const item = (await list()).find((row) => row.id === id);
    if (!item) throw notFound();
    return item;
  };

  const faqValues = (input: FaqInput) => ({
    titleEn: input.title_en,
    titleEs: input.title_es,
    contentEn: safeHtml('content_en', input.content_en),
    contentEs: safeHtml('content_es', input.content_es),
  });
  const highlightValues = async (input: HighlightInput) => {
    const imageKey = imageKeyOf(input.image_location);
    if (imageKey && !(await imageExists(db, imageKey)))
      throw invalid('image_location', 'content_image_invalid');
    return {
      name: input.name,
      location: input.location,
      descriptionEn: safeHtml('description_en', input.description_en),
      descriptionEs: safeHtml('description_es', input.description_es),
      imageLocation: input.image_location,
      readMoreLink: input.read_more_link,
      buyLink: input.buy_link,
    };
  };
  const reasonValues = (input: ReasonInput) => ({ nameEn: input.name_en, nameEs: input.name_es });
  const hotelValues = (input: HotelInput) => ({ name: input.name, destination: input.destination });
  const unitValues = async (input: UnitInput) => {
    if ((await findHotel(db, input.hotel_id)).length === 0)
      throw invalid('hotel_id', 'content_hotel_unknown');
    return {
      hotelId: input.hotel_id,
      nameEn: input.name_en,
      nameEs: input.name_es,
      maxGuests: input.max_guests,
    };
  };

  /** Create, edit, move and hide for one of the four flat lists. */
  function flat<I, T extends { id: number }>(
    kind: Exclude<Kind, 'unit_types'>,
    list: () => Promise<T[]>,
    values: (input: I) => Record<string, unknown> | Promise<Record<string, unknown>>,
  ) {
    const table = CONTENT_TABLES[kind];
    return {
      list,
      async create(input: I, acting: Acting): Promise<T> {
        const row = await values(input);
        const id = await change(kind, 'content_created', acting, async (tx) => {
          const sortOrder = await nextSortOrder(tx, table);
          const [inserted] = await tx
            .insert(table)
            .values({ ...row, sortOrder } as never)
            .returning({ id: table.id });
          if (!inserted) throw new Error(`${kind} insert returned nothing`);
          return { id: inserted.id, result: inserted.id };
        });
        return one(list, id);
      },
      async update(id: number, input: I, acting: Acting): Promise<T> {
        const row = await values(input);
        await change(kind, 'content_updated', acting, async (tx) => {
          const updated = await tx
            .update(table)
            .set(row as never)
            .where(eq(table.id, id))
            .returning({ id: table.id });
          if (updated.length === 0) throw notFound();
          return { id, result: id };
        });
        return one(list, id);
      },
      async move(id: number, position: number, acting: Acting): Promise<T[]> {
        await change(kind, 'content_moved', acting, async (tx) => {
          if (!(await moveTo(tx, table, id, position))) throw notFound();
          return { id, result: id };
        });
        return list();
      },
      async setVisibility(id: number, hidden: boolean, acting: Acting): Promise<T> {
        await change(kind, hidden ? 'content_hidden' : 'content_shown', acting, async (tx) => {
          if (!(await setHidden(tx, table, id, hidden))) throw notFound();
          return { id, result: id };
        });
        return one(list, id);
      },
    };
  }

  const unitKind = 'unit_types' as const;
  const unitTable = CONTENT_TABLES.unit_types;

  return {
    faqs: flat<FaqInput, StaffFaq>('faqs', faqs, faqValues),
    highlights: flat<HighlightInput, StaffHighlight>('highlights', highlights, highlightValues),
    contactReasons: flat<ReasonInput, StaffContactReason>(
      'contact_reasons',
      contactReasons,
      reasonValues,
    ),
    hotels: flat<HotelInput, StaffHotel>('hotels', hotelList, hotelValues),

    /** Unit types are ordered among their hotel's. */
    unitTypes: {
      list: unitTypeList,
      async create(input: UnitInput, acting: Acting): Promise<StaffUnitType> {
        const row = await unitValues(input);
        const id = await change(unitKind, 'content_created', acting, async (tx) => {
          const sortOrder = await nextSortOrder(tx, unitTable, eq(unitTypes.hotelId, row.hotelId));
          const [inserted] = await tx
            .insert(unitTypes)
            .values({ ...row, sortOrder })
            .returning({ id: unitTypes.id });
          if (!inserted) throw new Error('unit type insert returned nothing');
          return { id: inserted.id, result: inserted.id };
        });
        return one(() => unitTypeList(), id);
      },
      async update(id: number, input: UnitInput, acting: Acting): Promise<StaffUnitType> {
        const row = await unitValues(input);
        await change(unitKind, 'content_updated', acting, async (tx) => {
          const [before] = await findUnitType(tx, id);
          if (!before) throw notFound();
          // Moved to another hotel: last among that hotel's.
          const sortOrder =
            before.hotelId === row.hotelId
              ? before.sortOrder
              : await nextSortOrder(tx, unitTable, eq(unitTypes.hotelId, row.hotelId));
          await tx
            .update(unitTypes)
            .set({ ...row, sortOrder })
            .where(eq(unitTypes.id, id));
          return { id, result: id };
        });
        return one(() => unitTypeList(), id);
      },
      async move(id: number, position: number, acting: Acting): Promise<StaffUnitType[]> {
        const hotelId = await change(unitKind, 'content_moved', acting, async (tx) => {
          const [unit] = await findUnitType(tx, id);
          if (!unit) throw notFound();
          await moveTo(tx, unitTable, id, position, eq(unitTypes.hotelId, unit.hotelId));
          return { id, result: unit.hotelId };
        });
        return unitTypeList(hotelId);
      },
      async setVisibility(id: number, hidden: boolean, acting: Acting): Promise<StaffUnitType> {
        await change(unitKind, hidden ? 'content_hidden' : 'content_shown', acting, async (tx) => {
          if (!(await setHidden(tx, unitTable, id, hidden))) throw notFound();
          return { id, result: id };
        });
        return one(() => unitTypeList(), id);
      },
    },

    /** What members would see of some HTML: the same sanitiser, nothing stored. */
    preview(html: string): { html: string } {
      return { html: sanitizeRichText(html) };
    },

    /**
     * Stores an uploaded image after checking its bytes (PNG, JPEG or WebP, at most
     * IMAGE_MAX_BYTES): whatever the file was called or claimed, an SVG or a page is refused.
     */
    async uploadImage(base64: string, acting: Acting): Promise<UploadedImage> {
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length > IMAGE_MAX_BYTES) throw invalid('data', 'content_image_too_large');
      const mediaType = sniffImage(bytes);
      if (!mediaType) throw invalid('data', 'content_image_type');
      const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
      await db.transaction(async (tx) => {
        await insertImage(tx, { key, mediaType, bytes, uploadedBy: acting.staff.staffId });
        await audit(tx, 'content_image_uploaded', {
          caller: acting.caller,
          requestId: acting.requestId,
          detail: { key, media_type: mediaType, bytes: bytes.length },
        });
      });
      return { image_location: imagePath(key), media_type: mediaType, bytes: bytes.length };
    },

    /** An uploaded image by its key; anything else is not found. */
    async image(name: string): Promise<{ mediaType: string; bytes: Buffer }> {
      const key = imageKeyOf(`${IMAGE_PATH_PREFIX}${name}`);
      if (!key) throw notFound();
      const [image] = await findImage(db, key);
      if (!image) throw notFound();
      return image;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

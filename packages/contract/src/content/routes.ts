import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { data, route } from '../http/route.ts';
import {
  contactReasonInputSchema,
  contentIdParamsSchema,
  faqInputSchema,
  highlightInputSchema,
  hotelInputSchema,
  imageParamsSchema,
  imageSchema,
  imageUploadBodySchema,
  positionBodySchema,
  previewBodySchema,
  previewSchema,
  staffContactReasonSchema,
  staffFaqSchema,
  staffHighlightSchema,
  staffHotelSchema,
  staffUnitTypeSchema,
  unitTypeInputSchema,
  unitTypesQuerySchema,
  visibilityBodySchema,
} from './schemas.ts';

const access = { permission: 'content:edit' } as const;

/** The five calls of one kind: list, create, edit, order, hide or show. */
function kind<const I extends core.$ZodType, const O extends core.$ZodType>(
  path: string,
  label: string,
  input: I,
  item: O,
) {
  return {
    list: route({
      method: 'GET',
      path: `/api/staff/content/${path}`,
      access,
      response: data(z.array(item)),
      status: 200,
      errors: 'staff',
      summary: `Every ${label} in both languages, hidden ones too, in the members' order`,
    }),
    create: route({
      method: 'POST',
      path: `/api/staff/content/${path}`,
      access,
      body: input,
      response: data(item),
      status: 201,
      errors: 'staff',
      summary: `Adds a ${label}, last in the list, shown to members at once`,
    }),
    update: route({
      method: 'PUT',
      path: `/api/staff/content/${path}/:id`,
      access,
      params: contentIdParamsSchema,
      body: input,
      response: data(item),
      status: 200,
      errors: 'staff',
      summary: `Edits a ${label}; every instance serves the change at once`,
    }),
    move: route({
      method: 'PUT',
      path: `/api/staff/content/${path}/:id/position`,
      access,
      params: contentIdParamsSchema,
      body: positionBodySchema,
      response: data(z.array(item)),
      status: 200,
      errors: 'staff',
      summary: `Puts a ${label} at a place in its list (1 is first); answers the list`,
    }),
    visibility: route({
      method: 'PUT',
      path: `/api/staff/content/${path}/:id/visibility`,
      access,
      params: contentIdParamsSchema,
      body: visibilityBodySchema,
      response: data(item),
      status: 200,
      errors: 'staff',
      summary: `Hides a ${label} from members, or shows it again (nothing is deleted)`,
    }),
  };
}

const faqs = kind('faqs', 'FAQ', faqInputSchema, staffFaqSchema);
const highlights = kind(
  'highlights',
  'destination highlight',
  highlightInputSchema,
  staffHighlightSchema,
);
const reasons = kind(
  'contact-reasons',
  'contact reason',
  contactReasonInputSchema,
  staffContactReasonSchema,
);
const hotels = kind('hotels', 'hotel', hotelInputSchema, staffHotelSchema);
const units = kind('unit-types', 'unit type', unitTypeInputSchema, staffUnitTypeSchema);

/** The content area's calls (issue 22): the club's FAQs, highlights, reasons, hotels, units. */
export const contentRoutes = {
  contentFaqs: faqs.list,
  createContentFaq: faqs.create,
  updateContentFaq: faqs.update,
  moveContentFaq: faqs.move,
  setContentFaqVisibility: faqs.visibility,

  contentHighlights: highlights.list,
  createContentHighlight: highlights.create,
  updateContentHighlight: highlights.update,
  moveContentHighlight: highlights.move,
  setContentHighlightVisibility: highlights.visibility,

  contentContactReasons: reasons.list,
  createContentContactReason: reasons.create,
  updateContentContactReason: reasons.update,
  moveContentContactReason: reasons.move,
  setContentContactReasonVisibility: reasons.visibility,

  contentHotels: hotels.list,
  createContentHotel: hotels.create,
  updateContentHotel: hotels.update,
  moveContentHotel: hotels.move,
  setContentHotelVisibility: hotels.visibility,

  contentUnitTypes: { ...units.list, query: unitTypesQuerySchema },
  createContentUnitType: units.create,
  updateContentUnitType: units.update,
  moveContentUnitType: {
    ...units.move,
    summary: 'Puts a unit type at a place among its hotel’s (1 is first); answers that list',
  },
  setContentUnitTypeVisibility: units.visibility,

  previewContent: route({
    method: 'POST',
    path: '/api/staff/content/preview',
    access,
    body: previewBodySchema,
    response: data(previewSchema),
    status: 200,
    errors: 'staff',
    summary: 'What members would see of an HTML text: the same allow-list sanitiser, nothing saved',
  }),
  uploadContentImage: route({
    method: 'POST',
    path: '/api/staff/content/images',
    access,
    body: imageUploadBodySchema,
    response: data(imageSchema),
    status: 201,
    errors: 'staff',
    summary:
      'Stores a PNG, JPEG or WebP image (checked by its bytes, at most 1 MB) for a destination highlight; answers its address',
  }),
  contentImage: route({
    method: 'GET',
    path: '/api/v1/content_images/:image',
    access: 'public',
    params: imageParamsSchema,
    response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    status: 200,
    errors: 'default',
    binary: 'image/*',
    summary: "A destination highlight's uploaded image, by its content hash (cached for a year)",
  }),
} as const;

import { z } from 'zod/mini';
import { key } from '../fields.ts';
import {
  CONTENT_HTML_MAX_LENGTH,
  CONTENT_LINK_MAX_LENGTH,
  CONTENT_NAME_MAX_LENGTH,
  FAQ_TITLE_MAX_LENGTH,
  HOTEL_DESTINATIONS,
  IMAGE_MAX_BYTES,
  IMAGE_PATH_PREFIX,
  UNIT_MAX_GUESTS,
} from './constants.ts';
import { imageKeyOf } from './image.ts';

const required = key('required');
const id = z.coerce
  .number(required)
  .check(z.int(required), z.positive(required), z.lte(2_147_483_647, required));
export const contentIdParamsSchema = z.object({ id });

/** A name or title; the same rule in the form and the route. */
const text = (max = CONTENT_NAME_MAX_LENGTH) =>
  z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(max, key(max === CONTENT_NAME_MAX_LENGTH ? 'text_max' : 'content_title_max')),
    );
/** HTML as typed; the server keeps what the allow-list sanitiser leaves of it. */
const html = z
  .string(required)
  .check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(CONTENT_HTML_MAX_LENGTH, key('content_html_max')),
  );
/** A web address for members to open: https only. */
const httpsLink = z.string(required).check(
  z.trim(),
  z.minLength(1, required),
  z.maxLength(CONTENT_LINK_MAX_LENGTH, key('content_link_invalid')),
  z.refine((value) => value === '' || isHttpsUrl(value), key('content_link_invalid')),
);

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const destination = z.enum(HOTEL_DESTINATIONS, key('content_destination_invalid'));

// ---------------------------------------------------------------- inputs (form = route)

export const faqInputSchema = z.object({
  title_en: text(FAQ_TITLE_MAX_LENGTH),
  title_es: text(FAQ_TITLE_MAX_LENGTH),
  content_en: html,
  content_es: html,
});
export type FaqInput = z.input<typeof faqInputSchema>;

export const highlightInputSchema = z.object({
  name: text(),
  location: text(),
  description_en: html,
  description_es: html,
  /** A destination keyword (our illustration) or an uploaded image's address. */
  image_location: z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.refine(
      (value) =>
        value === '' ||
        (HOTEL_DESTINATIONS as readonly string[]).includes(value) ||
        imageKeyOf(value) !== null,
      key('content_image_invalid'),
    ),
  ),
  read_more_link: httpsLink,
  /** '#' when there is nothing to buy (money-and-stays §7). */
  buy_link: z.string(required).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(CONTENT_LINK_MAX_LENGTH, key('content_link_invalid')),
    z.refine(
      (value) => value === '' || value === '#' || isHttpsUrl(value),
      key('content_buy_link'),
    ),
  ),
});
export type HighlightInput = z.input<typeof highlightInputSchema>;

export const contactReasonInputSchema = z.object({ name_en: text(), name_es: text() });
export type ContactReasonInput = z.input<typeof contactReasonInputSchema>;

/** A hotel's name is its own (one language); its destination picks the illustration. */
export const hotelInputSchema = z.object({ name: text(), destination });
export type HotelInput = z.input<typeof hotelInputSchema>;

export const unitTypeInputSchema = z.object({
  hotel_id: id,
  name_en: text(),
  name_es: text(),
  max_guests: z.coerce
    .number(key('content_guests_range'))
    .check(
      z.int(key('content_guests_range')),
      z.gte(1, key('content_guests_range')),
      z.lte(UNIT_MAX_GUESTS, key('content_guests_range')),
    ),
});
export type UnitTypeInput = z.input<typeof unitTypeInputSchema>;

/** Order: the item's place in its list (1 is first); move up or down is place - 1 or + 1. */
export const positionBodySchema = z.object({
  position: z.coerce
    .number(required)
    .check(z.int(required), z.gte(1, required), z.lte(10_000, required)),
});
export const visibilityBodySchema = z.object({ hidden: z.boolean(required) });

export const previewBodySchema = z.object({
  html: z.string(required).check(z.maxLength(CONTENT_HTML_MAX_LENGTH, key('content_html_max'))),
});
export const previewSchema = z.object({ html: z.string() });

/** An image upload: its bytes in base64 (a JSON body like every other call). */
export const imageUploadBodySchema = z.object({
  data: z.string(required).check(
    z.minLength(1, required),
    // Base64 of IMAGE_MAX_BYTES, plus padding.
    z.maxLength(Math.ceil(IMAGE_MAX_BYTES / 3) * 4, key('content_image_too_large')),
    z.regex(/^[A-Za-z0-9+/]*={0,2}$/, key('content_image_type')),
  ),
});
export const imageSchema = z.object({
  image_location: z.string().check(z.startsWith(IMAGE_PATH_PREFIX)),
  media_type: z.string(),
  bytes: z.int(),
});
export type UploadedImage = z.infer<typeof imageSchema>;
export const imageParamsSchema = z.object({ image: z.string().check(z.maxLength(64)) });

// ---------------------------------------------------------------- what the console lists

const listed = { id: z.number(), position: z.int(), hidden: z.boolean() };

export const staffFaqSchema = z.object({
  ...listed,
  title_en: z.string(),
  title_es: z.string(),
  content_en: z.string(),
  content_es: z.string(),
});
export type StaffFaq = z.infer<typeof staffFaqSchema>;

export const staffHighlightSchema = z.object({
  ...listed,
  name: z.string(),
  location: z.string(),
  description_en: z.string(),
  description_es: z.string(),
  image_location: z.string(),
  read_more_link: z.string(),
  buy_link: z.string(),
});
export type StaffHighlight = z.infer<typeof staffHighlightSchema>;

export const staffContactReasonSchema = z.object({
  ...listed,
  name_en: z.string(),
  name_es: z.string(),
});
export type StaffContactReason = z.infer<typeof staffContactReasonSchema>;

export const staffHotelSchema = z.object({
  ...listed,
  name: z.string(),
  destination: z.string(),
  /** Reservations or requests name it: it can be hidden, never deleted. */
  in_use: z.boolean(),
});
export type StaffHotel = z.infer<typeof staffHotelSchema>;

export const staffUnitTypeSchema = z.object({
  ...listed,
  hotel_id: z.number(),
  name_en: z.string(),
  name_es: z.string(),
  max_guests: z.int(),
});
export type StaffUnitType = z.infer<typeof staffUnitTypeSchema>;
export const unitTypesQuerySchema = z.object({ hotel_id: z.optional(id) });

export {
  CONTENT_HTML_MAX_LENGTH,
  FAQ_TITLE_MAX_LENGTH,
  IMAGE_MAX_BYTES,
  UNIT_MAX_GUESTS,
} from './bounds.ts';

import { DESTINATION_KEYWORDS } from '../reference/imagery.ts';

/**
 * The club's content as the console edits it (issue 22 "Content"): FAQs, destination
 * highlights, contact reasons, hotels and unit types. Bounds shared by the forms and the routes.
 */
export const CONTENT_KINDS = [
  'faqs',
  'highlights',
  'contact_reasons',
  'hotels',
  'unit_types',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Names: a contact reason, a hotel, a unit type, a highlight's name and place (varchar 128). */
export const CONTENT_NAME_MAX_LENGTH = 128;
/** A highlight's read-more and buy links. */
export const CONTENT_LINK_MAX_LENGTH = 1_000;

/** A hotel's destination is one of the illustrated destinations (reference/imagery.ts). */
export const HOTEL_DESTINATIONS = DESTINATION_KEYWORDS;

export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];
export const IMAGE_PATH_PREFIX = '/api/v1/content_images/';
/** The hash part of an image's address: 32 hex digits (128 bits of its SHA-256). */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;

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

/** A FAQ's question, in each language. */
export const FAQ_TITLE_MAX_LENGTH = 200;
/** An HTML text (a FAQ answer, a highlight's description), in each language, before sanitising. */
export const CONTENT_HTML_MAX_LENGTH = 10_000;
/** Names: a contact reason, a hotel, a unit type, a highlight's name and place (varchar 128). */
export const CONTENT_NAME_MAX_LENGTH = 128;
/** A highlight's read-more and buy links. */
export const CONTENT_LINK_MAX_LENGTH = 1_000;
/** A unit type sleeps 1 to this many guests (a reservation request's own upper bound). */
export const UNIT_MAX_GUESTS = 12;

/** A hotel's destination is one of the illustrated destinations (reference/imagery.ts). */
export const HOTEL_DESTINATIONS = DESTINATION_KEYWORDS;

/**
 * A highlight's image: an uploaded picture, checked by its bytes (not its name or declared type),
 * at most IMAGE_MAX_BYTES, stored in the database and served from IMAGE_PATH_PREFIX by its
 * content hash; or, as before, a destination keyword the web illustrates with its own art.
 */
export const IMAGE_MAX_BYTES = 1_048_576;
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number];
export const IMAGE_PATH_PREFIX = '/api/v1/content_images/';
/** The hash part of an image's address: 32 hex digits (128 bits of its SHA-256). */
export const IMAGE_KEY_PATTERN = /^[0-9a-f]{32}$/;

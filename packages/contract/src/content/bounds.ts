/**
 * The content forms' bounds used by their validation texts, with no imports: the texts (loaded
 * with every screen's catalogue) read them from here without pulling other code in.
 */
/** A FAQ's question, in each language. */
export const FAQ_TITLE_MAX_LENGTH = 200;
/** An HTML text (a FAQ answer, a highlight's description), in each language, before sanitising. */
export const CONTENT_HTML_MAX_LENGTH = 10_000;
/** A unit type sleeps 1 to this many guests (a reservation request's own upper bound). */
export const UNIT_MAX_GUESTS = 12;
/**
 * A highlight's image: an uploaded picture, checked by its bytes (not its name or declared type),
 * at most IMAGE_MAX_BYTES, stored in the database and served from IMAGE_PATH_PREFIX by its
 * content hash; or, as before, a destination keyword the web illustrates with its own art.
 */
export const IMAGE_MAX_BYTES = 1_048_576;

/**
 * Constants every area shares: languages, field bounds, timing of notifications, layout. An
 * area's own constants live in its folder (`access/constants.ts`, `profile/constants.ts`).
 */

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Locale codes used by date pickers and the hosted checkout. */
export const LOCALE_BY_LANGUAGE = { en: 'en-us', es: 'es-mx' } as const satisfies Record<
  Language,
  string
>;

export const NAME_MAX_LENGTH = 128;
export const TEXT_MAX_LENGTH = 128;
/** RFC 5321 limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 32;

export const NOTIFICATION_DELAY_MS = 10_000;

/** Spec breakpoints (px). */
export const BREAKPOINTS = { xs: 0, sm: 501, md: 960, lg: 1280, xl: 1920 } as const;
export const TOP_BAR_SCROLL_THRESHOLD = { desktop: 240, mobile: 203 } as const;

export const APP_VERSION = '1.0';

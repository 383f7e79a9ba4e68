/** Business constants of the spec (access-profile-messages §9, money-and-stays §9). */

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
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 32;
/** vida_member_id is numeric; 12 digits covers every club id with room to spare. */
export const MEMBER_ID_MAX_DIGITS = 12;
/** Membership claim codes, e-mailed to the address the club has on file (decisions.md). */
export const MEMBER_CLAIM_CODE_TTL_MINUTES = 30;
export const MEMBER_CLAIM_CODE_MAX_ATTEMPTS = 5;
export const VERIFICATION_CODE_LENGTH = 6;

export const NOTIFICATION_DELAY_MS = 10_000;
export const REPLY_NOTIFICATION_DELAY_MS = 5_000;
export const SUCCESS_COUNTDOWN_SECONDS = 5;
export const MESSAGE_PREVIEW_WORDS = 10;

/** SECURITY.md: reset codes live 30 minutes and die after 5 wrong tries. */
export const RESET_CODE_TTL_MINUTES = 30;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** SECURITY.md: e-mail verification links expire after 60 minutes. */
export const VERIFY_LINK_TTL_MINUTES = 60;
export const ACCESS_TOKEN_TTL_MINUTES = 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

/** Spec breakpoints (px). */
export const BREAKPOINTS = { xs: 0, sm: 501, md: 960, lg: 1280, xl: 1920 } as const;
export const TOP_BAR_SCROLL_THRESHOLD = { desktop: 240, mobile: 203 } as const;

export const CONTRACT_STATUSES = ['Active', 'Cancelled', 'Pending', 'Blocked'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** Spec: only Active, Pending and Blocked contracts are kept; Cancelled are hidden. */
export const VISIBLE_CONTRACT_STATUSES = ['Active', 'Pending', 'Blocked'] as const;

export const MESSAGE_TYPES = ['alert', 'marketing', 'support'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const CUSTOMER_CARE = {
  tollFree: '800 123 4567',
  responseHours: 24,
  profileReviewDays: '1-3',
} as const;

export const APP_VERSION = '1.0';

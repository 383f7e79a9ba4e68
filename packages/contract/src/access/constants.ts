/** The access area's business constants (spec access-profile-messages §9 and SECURITY.md). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** vida_member_id is numeric; 12 digits covers every club id with room to spare. */
export const MEMBER_ID_MAX_DIGITS = 12;
/** Membership claim codes, e-mailed to the address the club has on file (decisions.md). */
export const MEMBER_CLAIM_CODE_TTL_MINUTES = 30;
export const MEMBER_CLAIM_CODE_MAX_ATTEMPTS = 5;
export const VERIFICATION_CODE_LENGTH = 6;

export const SUCCESS_COUNTDOWN_SECONDS = 5;

/** SECURITY.md: reset codes live 30 minutes and die after 5 wrong tries. */
export const RESET_CODE_TTL_MINUTES = 30;
export const RESET_CODE_MAX_ATTEMPTS = 5;
/** SECURITY.md: e-mail verification links expire after 60 minutes. */
export const VERIFY_LINK_TTL_MINUTES = 60;
export const ACCESS_TOKEN_TTL_MINUTES = 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

/** The staff console's notification and error keys (issue 21). */
export const STAFF_MESSAGE_KEYS = ['csrf_token_invalid'] as const;
export type StaffMessageKey = (typeof STAFF_MESSAGE_KEYS)[number];

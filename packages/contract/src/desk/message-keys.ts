/** The desk area's notification and error keys (issue 21). */
export const DESK_MESSAGE_KEYS = [] as const;
export type DeskMessageKey = (typeof DESK_MESSAGE_KEYS)[number];

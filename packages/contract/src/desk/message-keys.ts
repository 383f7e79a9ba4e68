/** The desk area's notification and error keys (issue 21). */
export const DESK_MESSAGE_KEYS = [
  'request_already_decided',
  'reservation_number_taken',
  'decline_reason_required',
  'review_already_decided',
  'member_already_verified',
  'view_reason_required',
] as const;
export type DeskMessageKey = (typeof DESK_MESSAGE_KEYS)[number];

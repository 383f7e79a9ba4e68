/** The desk area's notification and error keys (issue 21). */
export const DESK_MESSAGE_KEYS = [
  'request_already_decided',
  'reservation_number_taken',
  'decline_reason_required',
  'review_already_decided',
  'member_already_verified',
  'view_reason_required',
  'reservation_request_confirmed',
  'reservation_request_declined',
  'profile_review_verified',
  'profile_review_rejected',
  'member_verification_sent',
  'member_sessions_ended',
  'member_disabled',
  'member_enabled',
] as const;
export type DeskMessageKey = (typeof DESK_MESSAGE_KEYS)[number];

import type { DeskMessageKey } from './message-keys.ts';

export const deskMessagesEn: Record<DeskMessageKey, string> = {
  request_already_decided: 'This request was already decided by someone else. Reload to see it.',
  reservation_number_taken: 'Another reservation already has this number.',
  decline_reason_required: 'Choose a reason or write one.',
  review_already_decided: 'This review was already decided by someone else. Reload to see it.',
  member_already_verified: 'This member has already verified their e-mail address.',
  view_reason_required: "Say why you are opening this member's record.",
};

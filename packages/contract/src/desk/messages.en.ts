import type { DeskMessageKey } from './message-keys.ts';

export const deskMessagesEn: Record<DeskMessageKey, string> = {
  request_already_decided: 'This request was already decided by someone else. Reload to see it.',
  reservation_number_taken: 'Another reservation already has this number.',
  decline_reason_required: 'Choose a reason or write one.',
  review_already_decided: 'This review was already decided by someone else. Reload to see it.',
  member_already_verified: 'This member has already verified their e-mail address.',
  view_reason_required: "Say why you are opening this member's record.",
  reservation_request_confirmed: 'The reservation is confirmed and the member was told.',
  reservation_request_declined: 'The request is declined and the member was told why.',
  profile_review_verified: 'The change is verified.',
  profile_review_rejected:
    'The change is rejected: the previous details are back and the member was told why.',
  member_verification_sent: 'The verification e-mail was sent again.',
  member_sessions_ended: 'Every session of the member ended.',
  member_disabled: 'The account is disabled and signed out.',
  member_enabled: 'The account is enabled again.',
};

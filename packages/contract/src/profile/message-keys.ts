/** The profile area's messages: profile, password change, contact and replies. */
export const PROFILE_MESSAGE_KEYS = [
  'profile_updated',
  'profile_updated_email_sent',
  'profile_in_review',
  'no_property_changed',
  'email_already_used',
  'old_password_wrong',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'email_change_link_invalid',
  'email_change_link_expired',
  'contact_message_sent',
  'message_sent',
] as const;
export type ProfileMessageKey = (typeof PROFILE_MESSAGE_KEYS)[number];

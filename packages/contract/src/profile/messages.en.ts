import type { ProfileMessageKey } from './message-keys.ts';

export const profileMessagesEn: Record<ProfileMessageKey, string> = {
  profile_updated: 'Your profile was updated.',
  profile_updated_email_sent: 'Your profile was updated and we sent you an email.',
  profile_in_review:
    'An agent verifies changes to your contact details within 1-3 days; until then you see them as "in review".',
  no_property_changed: 'Please modify at least one field',
  email_already_used: 'This email address is already used by another user.',
  old_password_wrong: 'The current password is wrong.',
  password_changed: 'Your password was changed. Your other sessions were signed out.',
  email_change_requested:
    'We sent a confirmation link to your new email address. The change takes effect once you open it.',
  email_changed: 'Your email address was changed. Use it the next time you log in.',
  email_change_link_invalid:
    'This confirmation link is not valid. Please request the change again from your profile.',
  email_change_link_expired:
    'This confirmation link has expired. Please request the change again from your profile.',
  contact_message_sent: 'Your message was sent. We answer within 24 hours.',
  message_sent: 'Message sent.',
};

import type { ProfileMessageKey } from './message-keys.ts';

export const profileMessagesEn: Record<ProfileMessageKey, string> = {
  profile_updated: 'Your profile was updated.',
  profile_updated_email_sent:
    'Your profile was updated and we sent you an email. An agent verifies changes within 1-3 days.',
  no_property_changed: 'Please modify at least one field',
  email_already_used: 'This email address is already used by another user.',
  old_password_wrong: 'The current password is wrong.',
  contact_message_sent: 'Your message was sent. We answer within 24 hours.',
  message_sent: 'Message sent.',
};

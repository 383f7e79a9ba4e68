/** The profile area's e-mails ({{name}}-style placeholders are filled by the renderer). */
export const profileEmailsEn = {
  contact_ack_subject: 'We received your message',
  contact_ack_intro:
    'Thank you for writing to Member Care about "{{reason}}". We answer within 24 hours; you will find our reply in your message centre.',
  contact_ack_action: 'Open my messages',
  contact_ack_call: 'You asked us to call you: we will call {{phone}}.',
  profile_updated_subject: 'Your profile was updated',
  profile_updated_intro: 'These details of your Member Passport profile were changed: {{fields}}.',
  profile_updated_review:
    'An agent verifies changes to your contact details within 1-3 days; until then you will see them as "in review".',
  profile_updated_action: 'Review my account',
  profile_updated_not_you:
    'If you did not make this change, change your password and call Member Care at {{phone}}.',
  password_changed_subject: 'Your password was changed',
  password_changed_intro:
    'The password of your Member Passport was changed. Every other session was signed out.',
  email_change_confirm_subject: 'Confirm your new email address',
  email_change_confirm_intro:
    'You asked to use this address for your Member Passport. Open the link below within {{hours}} hours to confirm it; until then you keep signing in with your current address.',
  email_change_confirm_action: 'Confirm my new email',
  email_change_notice_subject: 'A change of your email address was requested',
  email_change_notice_intro:
    'Someone signed in to your Member Passport asked to change its email address to {{email}}. Nothing changes until that address confirms it.',
  email_changed_subject: 'Your email address was changed',
  email_changed_intro:
    'The email address of your Member Passport is now {{email}}. Use it the next time you log in.',
  review_rejected_subject: 'We could not accept the change to your contact details',
  review_rejected_intro:
    'We reviewed the change to your {{fields}} and could not accept it: {{reason}} Your profile shows your previous details again.',
  review_rejected_action: 'Review my account',
  review_rejected_note:
    'If you have questions, write to us from your message centre or call Member Care at {{phone}}.',
  field_email: 'email address',
  field_home_phone: 'home phone',
  field_mobile_phone: 'mobile phone',
  field_address_line_1: 'address line 1',
  field_address_line_2: 'address line 2',
  field_country: 'country',
  field_state: 'state or province',
  field_city: 'city',
  field_postal_code: 'postal code',
  field_language_id: 'language',
  field_all_communications: 'all communications',
  field_monthly_communications: 'monthly communications',
} as const;
export type ProfileEmailKey = keyof typeof profileEmailsEn;

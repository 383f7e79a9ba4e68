/** The profile area's e-mails ({{name}}-style placeholders are filled by the renderer). */
export const profileEmailsEn = {
  contact_ack_subject: 'We received your message',
  contact_ack_intro:
    'Thank you for writing to Member Care about "{{reason}}". We answer within 24 hours; you will find our reply in your message centre.',
  contact_ack_action: 'Open my messages',
  contact_ack_call: 'You asked us to call you: we will call {{phone}}.',
} as const;
export type ProfileEmailKey = keyof typeof profileEmailsEn;

/** The inbox area's e-mail texts ({{name}}-style placeholders). */
export const inboxEmailsEn = {
  reply_subject: 'We answered your message: {{subject}}',
  reply_intro:
    'Member Care answered your message "{{subject}}". Read the answer in your message centre, where you can also reply.',
  reply_action: 'Read the answer',
  reply_note: 'For your security, the answer is only in your message centre, not in this e-mail.',
} as const;
export type InboxEmailKey = keyof typeof inboxEmailsEn;

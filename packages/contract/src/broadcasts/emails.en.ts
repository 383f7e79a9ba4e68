/**
 * The e-mail copy of a broadcast, in the member's language: the subject and body are the ones
 * the club wrote for that language ({{subject}}, {{body}}); the layout adds the greeting and
 * signature. Marketing copies say why the member gets them and where to stop them.
 */
export const broadcastsEmailsEn = {
  broadcast_subject: '{{subject}}',
  broadcast_intro: '{{body}}',
  broadcast_action: 'Open my messages',
  alert_note: 'You also find this message in your message centre.',
  marketing_note:
    'You receive this because you accept communications from the club. You can stop them in your profile, under Communications.',
} as const;
export type BroadcastsEmailKey = keyof typeof broadcastsEmailsEn;

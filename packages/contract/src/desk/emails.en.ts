/**
 * The desk's e-mails and message-centre texts to members ({{name}}-style placeholders), in the
 * member's language. A confirmation reuses the stays area's confirmation e-mail (its calendar file).
 */
export const deskEmailsEn = {
  declined_subject: 'Your reservation request {{number}} at {{hotel}}',
  declined_intro:
    'We are sorry: we could not confirm your request {{number}} to stay at {{hotel}} {{dates}}. {{reason}}',
  declined_action: 'See my reservations',
  declined_note:
    'If other dates or another destination suit you, send a new request or call Member Care at {{phone}}.',
  // The message centre's alerts (spec 1 §4: an alert offers no reply).
  alert_confirmed_subject: 'Reservation {{number}} confirmed at {{hotel}}',
  alert_confirmed_body:
    'Your request {{request}} is confirmed: reservation {{number}} at {{hotel}}, {{dates}}, in a {{unit}}. We emailed you the details with a calendar file.',
  alert_declined_subject: 'Your reservation request {{request}} was not confirmed',
  alert_declined_body:
    'We could not confirm your request {{request}} to stay at {{hotel}} {{dates}}. Reason: {{reason}}',
} as const;
export type DeskEmailKey = keyof typeof deskEmailsEn;

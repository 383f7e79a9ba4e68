/** The stays area's e-mail and calendar texts ({{name}}-style placeholders). */
export const staysEmailsEn = {
  request_subject: 'We received your reservation request for {{hotel}}',
  request_intro:
    'Thank you for your request to stay at {{hotel}} {{dates}}: {{guests}} in a {{unit}}. Your request number is {{number}}. Our reservations team will answer within 24 hours.',
  request_action: 'See my reservations',
  request_note: 'Member Care: {{phone}}, Monday to Friday 9 AM-8 PM and Saturday 9 AM-6 PM (CST).',
  confirmation_subject: 'Your reservation {{number}} at {{hotel}}',
  confirmation_intro:
    'Here is your reservation {{number}} at {{hotel}}: arriving {{arriving}}, departing {{departing}}, {{party}}, {{room}}. Status: {{status}}. {{calendar}}',
  confirmation_action: 'See my reservations',
  // The calendar file's sentence and the closing note follow the stay's status.
  confirmation_calendar: 'The attached calendar file adds the stay to your calendar.',
  confirmation_calendar_requested:
    'The attached calendar file holds the dates in your calendar as tentative until the stay is confirmed.',
  confirmation_calendar_canceled:
    'The attached calendar file marks the stay as canceled in your calendar if you had added it.',
  confirmation_note:
    'Please bring an ID for every adult at check-in. We look forward to your stay.',
  confirmation_note_requested:
    'This is not a confirmed booking yet: our reservations team will answer your request within 24 hours.',
  // {{member_care}}: request_note, Member Care's number and hours.
  confirmation_note_canceled: 'Questions about this cancellation? {{member_care}}',
  calendar_title: 'Stay at {{hotel}}',
  calendar_description: 'Reservation {{number}} · {{room}} · {{party}}',
  // The parts of the texts above, chosen by count and by the dates of the stay.
  guests_one: '{{count}} guest',
  guests_other: '{{count}} guests',
  adults_one: '{{count}} adult',
  adults_other: '{{count}} adults',
  children_one: '{{count}} child',
  children_other: '{{count}} children',
  party_with_children: '{{adults}} and {{children}}',
  dates_same_month: 'from {{month}} {{from_day}} to {{to_day}}, {{year}}',
  dates_same_year: 'from {{from_month}} {{from_day}} to {{to_month}} {{to_day}}, {{year}}',
  dates_other_years: 'from {{from}} to {{to}}',
  status_requested: 'requested',
  status_confirmed: 'confirmed',
  status_traveled: 'traveled',
  status_transferred: 'transferred',
  status_canceled: 'canceled',
  status_complete: 'complete',
} as const;
export type StaysEmailKey = keyof typeof staysEmailsEn;

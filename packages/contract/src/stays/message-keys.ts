/** The stays area's notification and error keys. */
export const STAYS_MESSAGE_KEYS = [
  'reservation_requested',
  'reservation_not_found',
  'reservation_attached',
  'reservation_confirmation_sent',
  'reservations_empty',
  'unit_type_not_at_hotel',
  'too_many_guests_for_unit',
  'party_too_large_for_unit',
] as const;
export type StaysMessageKey = (typeof STAYS_MESSAGE_KEYS)[number];

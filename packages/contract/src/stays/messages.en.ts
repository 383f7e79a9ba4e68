import type { StaysMessageKey } from './message-keys.ts';

export const staysMessagesEn: Record<StaysMessageKey, string> = {
  reservation_requested: 'Your reservation request was sent. Our team will answer within 24 hours.',
  reservation_not_found:
    'We could not find a reservation with these details. Please check them and try again.',
  reservation_attached: 'The reservation was added to your profile.',
  reservation_confirmation_sent: 'We emailed you the confirmation with a calendar file.',
  reservations_empty: 'You have no reservations yet.',
  unit_type_not_at_hotel: 'This unit type is not available at the chosen destination.',
  too_many_guests_for_unit: 'This unit type does not sleep that many guests.',
  party_too_large_for_unit:
    'Your party is larger than this unit type sleeps: choose a larger unit or fewer travelers.',
};

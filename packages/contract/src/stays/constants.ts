/** money-and-stays §3 "Reservation statuses". */
export const RESERVATION_STATUS = {
  requested: 1,
  confirmed: 2,
  traveled: 3,
  transferred: 4,
  canceled: 5,
} as const;
/** Spec §4: canceled means 5; 5 and 9 are in neither upcoming nor past. */
export const CANCELED_STATUS = 5;
export const HIDDEN_FROM_TIMELINE: readonly number[] = [5, 9];

/** The label a status shows (spec §3: 6, 8 and 9 are "confirmed" too; 7 is "complete"). */
export type ReservationStatusLabel =
  | 'requested'
  | 'confirmed'
  | 'traveled'
  | 'transferred'
  | 'canceled'
  | 'complete';
export function reservationStatusLabel(status: number): ReservationStatusLabel {
  switch (status) {
    case 1:
      return 'requested';
    case 3:
      return 'traveled';
    case 4:
      return 'transferred';
    case 5:
      return 'canceled';
    case 7:
      return 'complete';
    default:
      return 'confirmed';
  }
}

/** Spec §9: at most 8 additional travellers; guests start at 1. */
export const MAX_TRAVELERS = 8;
export const DEFAULT_GUESTS = 1;
export const MAX_GUESTS = 12;
export const PROMO_CODE_MAX_LENGTH = 32;
export const CONFIRMATION_NUMBER_MAX_LENGTH = 32;

/** GET /api/v1/user_reservations/{type}: the spec's client asks for `all`. */
export const RESERVATION_LIST_TYPES = ['all', 'upcoming', 'past', 'canceled'] as const;

/** The draft of the request form, kept in local storage (spec §2). */
export const RESERVATION_DRAFT_KEY = 'reservation-draft';

/**
 * Our own pages standing in for the club's external sites (issue 20 #20): the club benefits and
 * pre-registration buttons open them when the web app was built without their addresses. The
 * server serves them outside production; in production it sends the member to the contact form.
 */
export const CLUB_SITE_STAND_INS = {
  clubFreedom: '/dev/club-freedom',
  preRegistration: '/dev/pre-registration',
} as const;

/** The desk's business constants (issue 21: reservation requests, profile reviews, lookup). */

/** The desk's states of a reservation request (reservation_requests.desk_status). */
export const RESERVATION_REQUEST_STATUSES = ['open', 'confirmed', 'declined'] as const;
export type ReservationRequestStatus = (typeof RESERVATION_REQUEST_STATUSES)[number];

/**
 * The states of a profile review the desk lists. A fourth, `superseded`, exists in the table for
 * older rows; the member flow keeps one pending review per member instead (profile-service.ts).
 */
export const PROFILE_REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type ProfileReviewStatus = (typeof PROFILE_REVIEW_STATUSES)[number];

/** A queue's page. */
export const DESK_PAGE_SIZE = 25;
/** Pages beyond this are not offered: the queues are worked from the oldest. */
export const DESK_MAX_PAGE = 400;

/** The member lookup answers at most this many members, best first. */
export const MEMBER_LOOKUP_LIMIT = 20;
export const MEMBER_LOOKUP_QUERY_MIN_LENGTH = 2;
export const MEMBER_LOOKUP_QUERY_MAX_LENGTH = 100;

/** Why a staff member opens a member's page (STAFF.md: the lookup asks why; audited). */
export const VIEW_REASON_MIN_LENGTH = 3;
export const VIEW_REASON_MAX_LENGTH = 200;

/** A written decline reason or review rejection reason, as the member reads it. */
export const DECISION_REASON_MAX_LENGTH = 1_000;

/** What the member page shows of each list (newest first). */
export const MEMBER_PAGE_RECENT_PAYMENTS = 20;
export const MEMBER_PAGE_RECENT_RESERVATIONS = 20;
export const MEMBER_PAGE_RECENT_THREADS = 20;

/** A request's number as the member flow gives it (stays-service requestReservation). */
export const REQUEST_NUMBER_PREFIX = 'REQ-';

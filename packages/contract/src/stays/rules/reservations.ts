import { CANCELED_STATUS, HIDDEN_FROM_TIMELINE } from '../constants.ts';

interface Listed {
  reservation_status: number;
  arriving_date: string;
}

/**
 * Spec §4 "Reservation grouping": canceled is status 5; 5 and 9 are in neither upcoming nor
 * past; upcoming arrives today or later (the club's today), past before. Upcoming soonest first,
 * past and canceled latest first.
 */
export function groupReservations<R extends Listed>(list: readonly R[], today: string) {
  const timeline = list.filter((r) => !HIDDEN_FROM_TIMELINE.includes(r.reservation_status));
  const byArrival = (a: R, b: R) => a.arriving_date.localeCompare(b.arriving_date);
  return {
    upcoming: timeline.filter((r) => r.arriving_date >= today).sort(byArrival),
    past: timeline.filter((r) => r.arriving_date < today).sort((a, b) => byArrival(b, a)),
    canceled: list
      .filter((r) => r.reservation_status === CANCELED_STATUS)
      .sort((a, b) => byArrival(b, a)),
  };
}

/**
 * Spec §2: empty tiles pad the last row to a multiple of 2 (width 500 to 959) or 3 (above 959);
 * narrower screens show one column and need none.
 */
export function placeholderTiles(count: number, width: number): number {
  const columns = width > 959 ? 3 : width >= 500 ? 2 : 1;
  return count === 0 ? 0 : (columns - (count % columns)) % columns;
}

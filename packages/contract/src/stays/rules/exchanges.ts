/**
 * money-and-stays §2 "Exchanges" and §9: how the exchange partner cards are laid out, by how many
 * companies the member belongs to and how wide the window is.
 */

/** Below this width the carousel shows 2 slides, and 2 or 3 partners are a carousel (spec §2). */
export const EXCHANGES_WIDE_MIN_WIDTH = 1000;
/** Below this width the carousel shows 1 slide (spec §2). */
export const EXCHANGES_TABLET_MIN_WIDTH = 768;
/** Spec §9: the carousel moves at speed 500 (milliseconds from one slide to the next). */
export const EXCHANGES_CAROUSEL_SPEED_MS = 500;

/** Grid column widths on a 12-column grid: a whole row, a half or a third (spec §2). */
export type ExchangesColumnWidth = 12 | 6 | 4;

export type ExchangesLayout =
  /** No company: the page notifies and goes home (spec §8), so nothing is laid out. */
  | { kind: 'empty' }
  | { kind: 'grid'; columnWidth: ExchangesColumnWidth }
  | { kind: 'carousel'; slidesPerView: 1 | 2 | 3; speedMs: number };

/**
 * Spec §2: 1 partner is a grid; 2 is a grid on desktop and a carousel elsewhere; 3 is a carousel
 * on narrow screens or below 1000 px; more than 3 is a carousel. "Desktop" is read as the width
 * the spec gives its three slides, 1000 px, so a carousel never shows fewer partners than slots.
 */
export function exchangesLayout(count: number, viewportWidth: number): ExchangesLayout {
  if (count <= 0) return { kind: 'empty' };
  const isWide = viewportWidth >= EXCHANGES_WIDE_MIN_WIDTH;
  if (count === 1 || (count <= 3 && isWide)) {
    return { kind: 'grid', columnWidth: count === 1 ? 12 : count === 2 ? 6 : 4 };
  }
  return {
    kind: 'carousel',
    slidesPerView: exchangesSlidesPerView(viewportWidth),
    speedMs: EXCHANGES_CAROUSEL_SPEED_MS,
  };
}

/** Spec §2: the carousel shows 3 slides, 2 below 1000 px, 1 below 768 px. */
export function exchangesSlidesPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth < EXCHANGES_TABLET_MIN_WIDTH) return 1;
  return viewportWidth < EXCHANGES_WIDE_MIN_WIDTH ? 2 : 3;
}

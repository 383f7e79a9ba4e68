import { describe, expect, it } from 'vitest';
import { exchangesLayout, exchangesSlidesPerView } from './exchanges.ts';

const carousel = (slidesPerView: 1 | 2 | 3) => ({ kind: 'carousel', slidesPerView, speedMs: 500 });

describe('exchange partners layout (money-and-stays §2 "Exchanges")', () => {
  it('lays out nothing without a company: the page notifies and goes home instead', () => {
    expect(exchangesLayout(0, 1334)).toEqual({ kind: 'empty' });
    expect(exchangesLayout(0, 375)).toEqual({ kind: 'empty' });
  });

  it('shows 1 partner as a grid of one full-width column at every width', () => {
    for (const width of [320, 375, 767, 768, 999, 1000, 1334, 1920]) {
      expect(exchangesLayout(1, width)).toEqual({ kind: 'grid', columnWidth: 12 });
    }
  });

  it('shows 2 as a grid of halves on desktop and a carousel elsewhere', () => {
    expect(exchangesLayout(2, 1000)).toEqual({ kind: 'grid', columnWidth: 6 });
    expect(exchangesLayout(2, 1334)).toEqual({ kind: 'grid', columnWidth: 6 });
    expect(exchangesLayout(2, 999)).toEqual(carousel(2));
    expect(exchangesLayout(2, 768)).toEqual(carousel(2));
    expect(exchangesLayout(2, 375)).toEqual(carousel(1));
  });

  it('shows 3 as a grid of thirds from 1000 px, a carousel below 1000 px', () => {
    expect(exchangesLayout(3, 1000)).toEqual({ kind: 'grid', columnWidth: 4 });
    expect(exchangesLayout(3, 1920)).toEqual({ kind: 'grid', columnWidth: 4 });
    expect(exchangesLayout(3, 999)).toEqual(carousel(2));
    expect(exchangesLayout(3, 767)).toEqual(carousel(1));
  });

  it('shows more than 3 as a carousel at every width', () => {
    expect(exchangesLayout(4, 1334)).toEqual(carousel(3));
    expect(exchangesLayout(9, 1920)).toEqual(carousel(3));
    expect(exchangesLayout(4, 800)).toEqual(carousel(2));
    expect(exchangesLayout(4, 375)).toEqual(carousel(1));
  });

  it('shows 3 slides, 2 below 1000 px and 1 below 768 px, at speed 500', () => {
    expect(exchangesSlidesPerView(1000)).toBe(3);
    expect(exchangesSlidesPerView(999)).toBe(2);
    expect(exchangesSlidesPerView(768)).toBe(2);
    expect(exchangesSlidesPerView(767)).toBe(1);
    expect(exchangesLayout(5, 1334)).toMatchObject({ speedMs: 500 });
  });
});

import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

type Size = string | number | undefined;
const css = (value: Size) => (typeof value === 'number' ? `${value}px` : value);

/**
 * The sizes the first screens' placeholders use, as classes: a prerendered page
 * (build/prerender.ts) is painted before any script, and the CSP (style-src 'self') refuses a
 * style attribute in markup. Any other size is set through the element's style once mounted,
 * which the CSP allows.
 */
const WIDTHS: Record<string, string | undefined> = {
  '40%': styles.w40,
  '50%': styles.w50,
  '60%': styles.w60,
  '70%': styles.w70,
  '80%': styles.w80,
  '100%': styles.w100,
};
const HEIGHTS: Record<string, string | undefined> = {
  '16px': styles.h16,
  '20px': styles.h20,
  '24px': styles.h24,
  '48px': styles.h48,
  '56px': styles.h56,
  '220px': styles.h220,
};

/** Decorative placeholder; the surrounding region carries aria-busy and the loading label. */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  const w = css(width);
  const h = css(height);
  const r = css(radius);
  const widthClass = w === undefined ? undefined : WIDTHS[w];
  const heightClass = h === undefined ? undefined : HEIGHTS[h];
  return (
    <span
      className={cx(styles.skeleton, widthClass, heightClass, className)}
      ref={(element) => {
        if (!element) return;
        if (!widthClass && w !== undefined) element.style.width = w;
        if (!heightClass && h !== undefined) element.style.height = h;
        if (r !== undefined) element.style.borderRadius = r;
      }}
      aria-hidden="true"
    />
  );
}

import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import styles from './carousel-controls.module.css';

type Embla = UseEmblaCarouselType[1];

/**
 * A carousel's previous and next buttons (Embla), each disabled at its end: the highlights and
 * the exchange partners share them.
 */
export function CarouselControls({
  embla,
  previousLabel,
  nextLabel,
}: {
  embla: Embla;
  previousLabel: string;
  nextLabel: string;
}) {
  const [canScroll, setCanScroll] = useState({ previous: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () =>
      setCanScroll({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return (
    <div className={styles.controls}>
      <button
        type="button"
        className={styles.control}
        aria-label={previousLabel}
        disabled={!canScroll.previous}
        onClick={() => embla?.scrollPrev()}
      >
        <ChevronLeft size={20} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={styles.control}
        aria-label={nextLabel}
        disabled={!canScroll.next}
        onClick={() => embla?.scrollNext()}
      >
        <ChevronRight size={20} aria-hidden="true" />
      </button>
    </div>
  );
}

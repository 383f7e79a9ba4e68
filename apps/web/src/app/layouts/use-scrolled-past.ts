import { BREAKPOINTS, TOP_BAR_SCROLL_THRESHOLD } from '@mp/contract/constants';
import { useEffect, useState } from 'react';

const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.sm - 1}px)`;

/** Spec §4: the top bar changes colour past 240 px (desktop, tablet) or 203 px (mobile). */
export function useTopBarScrolled(): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const mobile = window.matchMedia(MOBILE_QUERY);
    const update = () => {
      const threshold = mobile.matches
        ? TOP_BAR_SCROLL_THRESHOLD.mobile
        : TOP_BAR_SCROLL_THRESHOLD.desktop;
      setIsScrolled(window.scrollY > threshold);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    mobile.addEventListener('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      mobile.removeEventListener('change', update);
    };
  }, []);
  return isScrolled;
}

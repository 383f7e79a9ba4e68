import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation, focus goes to the new screen's main heading (its h1), so a screen reader
 * reads where the person is and the next Tab starts in the page; the main region when the
 * screen has no heading yet. The page's first load leaves focus to the browser (skip link first).
 */
export function useFocusHeadingOnNavigate() {
  const ref = useRef<HTMLElement>(null);
  const { pathname, key } = useLocation();
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      if (key === 'default') return;
    }
    const main = ref.current;
    if (!main || main.contains(document.activeElement)) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    } else main.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);
  return ref;
}

/**
 * A prerendered page (build/prerender.ts) is painted seconds before the app takes it over on a
 * slow phone: until then its buttons answer nothing, and its forms would be sent by the browser
 * itself, to a path that has no such call. From the page's first script on, this holds the last
 * button pressed (or form sent) and presses it again once the app has the page: main.tsx drops
 * the root's `data-prerendered` mark then. Links keep working as links, and what is typed stays
 * in the fields (the forms read them when they take over). A button the app did not keep (it
 * rendered another screen in place of the painted one) is not pressed.
 *
 * It runs inside first-screen.js, before any module (build/route-preload.ts serialises it), so
 * it uses nothing but its argument and the DOM: no imports, no outer names.
 */
export function holdEarlyInput(root: HTMLElement | null): void {
  if (!root?.dataset.prerendered) return;
  let pending: (() => void) | null = null;
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === 'click') {
      const button = target?.closest('button');
      if (!button) return;
      pending = () => {
        if (button.isConnected) button.click();
      };
    } else if (target instanceof HTMLFormElement) {
      // A form sent without a click (Enter in a form with no submit button).
      const form = target;
      pending = () => {
        if (form.isConnected) form.requestSubmit();
      };
    }
    // Neither the browser's action nor the app's listeners (being attached as it hydrates): the
    // press counts once, when it is replayed.
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  const observer = new MutationObserver(() => {
    if (root.dataset.prerendered) return;
    observer.disconnect();
    root.removeEventListener('click', hold, true);
    root.removeEventListener('submit', hold, true);
    const replay = pending;
    pending = null;
    replay?.();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
}

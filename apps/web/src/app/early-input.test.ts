import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';

/** A painted page: a root marked as prerendered, with a form, two buttons and a link. */
function paintedPage(prerendered = '/login') {
  const root = document.createElement('div');
  root.id = 'root';
  if (prerendered) root.dataset.prerendered = prerendered;
  root.innerHTML = `
    <form method="post"><input name="email"><button type="submit">Sign in</button></form>
    <button type="button" id="menu"><span>Menu</span></button>
    <a href="#faq" id="link">FAQ</a>`;
  document.body.append(root);
  const form = root.querySelector('form') as HTMLFormElement;
  const submit = root.querySelector('button[type="submit"]') as HTMLButtonElement;
  const menu = root.querySelector('#menu') as HTMLButtonElement;
  const link = root.querySelector('#link') as HTMLAnchorElement;
  return { root, form, submit, menu, link };
}

/** What the app does once its first render is on the page (main.tsx). */
const takeOver = (root: HTMLElement) => {
  delete root.dataset.prerendered;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyInput', () => {
  it('holds a button pressed on the painted page and presses it once the app has it', async () => {
    const { root, menu } = paintedPage();
    holdEarlyInput(root);
    const onMenu = vi.fn();
    menu.addEventListener('click', onMenu);

    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    menu.querySelector('span')?.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(onMenu).not.toHaveBeenCalled();

    takeOver(root);
    await waitFor(() => expect(onMenu).toHaveBeenCalledTimes(1));
    // After that, presses are the app's alone.
    menu.click();
    expect(onMenu).toHaveBeenCalledTimes(2);
  });

  it('presses only the last of several buttons, once', async () => {
    const { root, menu, submit, form } = paintedPage();
    holdEarlyInput(root);
    const onMenu = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    menu.addEventListener('click', onMenu);
    form.addEventListener('submit', onSubmit);

    menu.click();
    menu.click();
    submit.click();
    expect(onSubmit).not.toHaveBeenCalled();

    takeOver(root);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onMenu).not.toHaveBeenCalled();
  });

  it('holds a form sent without a button and sends it again', async () => {
    const { root, form } = paintedPage();
    holdEarlyInput(root);
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', onSubmit);

    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();

    takeOver(root);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('leaves links to the browser', () => {
    const { root, link } = paintedPage();
    holdEarlyInput(root);
    const onLink = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', onLink);
    link.click();
    expect(onLink).toHaveBeenCalledTimes(1);
  });

  it('does not press a button the app did not keep', async () => {
    const { root, menu } = paintedPage();
    holdEarlyInput(root);
    const onMenu = vi.fn();
    menu.addEventListener('click', onMenu);
    menu.click();

    // Another screen rendered in place of the painted one.
    menu.remove();
    takeOver(root);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onMenu).not.toHaveBeenCalled();
  });

  it('holds nothing on a page the app renders itself', () => {
    const { root, menu } = paintedPage('');
    holdEarlyInput(root);
    const onMenu = vi.fn();
    menu.addEventListener('click', onMenu);
    menu.click();
    expect(onMenu).toHaveBeenCalledTimes(1);
    holdEarlyInput(null);
  });
});

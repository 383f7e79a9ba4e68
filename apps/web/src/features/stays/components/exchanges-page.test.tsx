import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useGlobalNotification } from '@/lib/notifications';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest } from '@/test/fetch-mock';
import { LocationProbe, renderAt } from '@/test/render';
import { ExchangesPage } from './exchanges-page';

/** The window's width as the page's media queries see it (happy-dom has no real layout). */
function atWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

function answerExchanges(types: string[]) {
  expectRequest('GET', '/api/v1/exchanges', {
    status: 200,
    body: { data: [types.map((MembershipType) => ({ MembershipType }))] },
  });
}

function NotificationProbe() {
  const notification = useGlobalNotification();
  return (
    <>
      <output data-testid="notification" data-type={notification?.type ?? ''}>
        {notification ? String(notification.message) : ''}
      </output>
      <LocationProbe />
    </>
  );
}

async function partnersRegion() {
  return screen.findByRole('region', { name: 'Your companies' });
}

describe('ExchangesPage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('shows 2 companies as a grid of halves on a desktop, each card opening its site in a new tab', async () => {
    atWidth(1334);
    answerExchanges(['RCI', 'Interval']);
    renderAt(<ExchangesPage />, '/exchanges');
    const region = await partnersRegion();
    expect(region.dataset.layout).toBe('grid-6');
    expect(region.getAttribute('aria-roledescription')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Next company' })).toBeNull();
    expect(region.textContent).toContain('You belong to 2 exchange companies.');
    const rci = within(region).getByRole('link', { name: /^RCI.*\(opens in a new tab\)$/ });
    expect(rci.getAttribute('href')).toBe('https://www.rci.com');
    expect(rci.getAttribute('target')).toBe('_blank');
    expect(rci.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(region)
        .getByRole('link', { name: /Interval International/ })
        .getAttribute('href'),
    ).toBe('https://www.intervalworld.com');
  });

  it('shows the same 2 companies as a carousel of one slide on a phone', async () => {
    atWidth(375);
    answerExchanges(['RCI', 'Interval']);
    renderAt(<ExchangesPage />, '/exchanges');
    const region = await partnersRegion();
    expect(region.dataset.layout).toBe('carousel-1');
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('listitem');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('slide');
    expect(within(region).getByRole('button', { name: 'Previous company' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Next company' })).toBeTruthy();
  });

  it('shows no arrows when every slide is already in view', async () => {
    atWidth(800);
    answerExchanges(['RCI', 'Interval']);
    renderAt(<ExchangesPage />, '/exchanges');
    const region = await partnersRegion();
    expect(region.dataset.layout).toBe('carousel-2');
    expect(within(region).queryByRole('button', { name: 'Next company' })).toBeNull();
  });

  it('shows 3 as a grid of thirds from 1000 px and a carousel of two slides below', async () => {
    atWidth(1000);
    answerExchanges(['RCI', 'DAE', 'SFX']);
    const wide = renderAt(<ExchangesPage />, '/exchanges');
    expect((await partnersRegion()).dataset.layout).toBe('grid-4');
    wide.unmount();

    atWidth(999);
    answerExchanges(['RCI', 'DAE', 'SFX']);
    renderAt(<ExchangesPage />, '/exchanges');
    expect((await partnersRegion()).dataset.layout).toBe('carousel-2');
  });

  it('shows more than 3 as a carousel of three slides on a desktop', async () => {
    atWidth(1334);
    answerExchanges(['RCI', 'Interval', 'DAE', 'ICE Gallery', 'The Registry Collection']);
    renderAt(<ExchangesPage />, '/exchanges');
    const region = await partnersRegion();
    expect(region.dataset.layout).toBe('carousel-3');
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    expect(within(region).getAllByRole('listitem')[4]?.getAttribute('aria-label')).toBe('5 of 5');
  });

  it('shows 1 company as a full-width grid even on a phone; one without a site is not a link', async () => {
    atWidth(375);
    answerExchanges(['Club Freedom']);
    renderAt(<ExchangesPage />, '/exchanges');
    const region = await partnersRegion();
    expect(region.dataset.layout).toBe('grid-12');
    expect(region.textContent).toContain('Club Freedom');
    expect(region.textContent).toContain('You belong to 1 exchange company.');
    expect(within(region).queryByRole('link')).toBeNull();
    // The help card leads to the contracts and to Member Care.
    expect(screen.getByRole('link', { name: 'See my contracts' }).getAttribute('href')).toBe(
      '/my-vida-vacations-contracts',
    );
    expect(screen.getByRole('link', { name: 'Write to Member Care' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('with no company, notifies the member and goes to the dashboard', async () => {
    atWidth(1334);
    answerExchanges([]);
    renderAt(<ExchangesPage />, '/exchanges', '/exchanges', [
      { path: '/dashboard', element: <NotificationProbe /> },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    const notification = screen.getByTestId('notification');
    expect(notification.dataset.type).toBe('warning');
    expect(notification.textContent).toBe(
      'You do not belong to an exchange company yet. Member Care can tell you how to join one.',
    );
  });

  it('says it is loading, then offers to try again when the call fails', async () => {
    atWidth(1334);
    const user = userEvent.setup();
    let fail!: () => void;
    expectRequest(
      'GET',
      '/api/v1/exchanges',
      () =>
        new Promise((resolve) => {
          fail = () => resolve({ status: 500, body: { message: 'Error', key: 'error_generic' } });
        }),
    );
    renderAt(<ExchangesPage />, '/exchanges');
    expect(screen.getByRole('status').textContent).toBe('Loading your exchange partners…');
    await waitFor(() => expect(fail).toBeTypeOf('function'));
    fail();
    await screen.findByRole('heading', { name: 'We could not load your exchange partners' });
    expect(screen.queryByRole('region', { name: 'Your companies' })).toBeNull();

    answerExchanges(['RCI']);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await partnersRegion()).dataset.layout).toBe('grid-12');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { expectConsoleError } from '@/test/setup';
import { HighlightsCarousel } from './highlights-carousel';

const highlight = (id: number, name: string, image_location: string) => ({
  id,
  name,
  location: `${name}, Mexico`,
  description: '<p>Sun.</p>',
  image_location,
  read_more_link: 'https://www.example.com/more',
  buy_link: '#',
});

describe('HighlightsCarousel', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('shows each highlight as a slide that opens its page', async () => {
    expectRequest('GET', '/api/v1/destination_highlights', {
      status: 200,
      body: {
        data: {
          data: [
            highlight(3, 'Riviera Maya', 'riviera maya'),
            highlight(5, 'Los Cabos', 'los cabos'),
            highlight(8, 'Acapulco', 'acapulco'),
          ],
        },
      },
    });
    renderAt(<HighlightsCarousel />, '/dashboard');
    const region = await screen.findByRole('region', { name: 'Destination highlights' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = await within(region).findAllByRole('listitem');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    const link = within(slides[1] as HTMLElement).getByRole('link', { name: /Los Cabos/ });
    expect(link.getAttribute('href')).toBe('/destination-highlights/5');
    expect(screen.getByRole('button', { name: 'Next destination' })).toBeTruthy();
  });

  it('shows nothing when the club has no highlights', async () => {
    expectRequest('GET', '/api/v1/destination_highlights', {
      status: 200,
      body: { data: { data: [] } },
    });
    const { container } = renderAt(<HighlightsCarousel />, '/dashboard');
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says when the list could not load, and tries again', async () => {
    const user = userEvent.setup();
    expectConsoleError();
    expectRequest('GET', '/api/v1/destination_highlights', { status: 500, body: {} });
    renderAt(<HighlightsCarousel />, '/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load the destinations.',
    );
    expectRequest('GET', '/api/v1/destination_highlights', {
      status: 200,
      body: { data: { data: [highlight(1, 'Mazatlán', 'mazatlan')] } },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Mazatlán/ })).toBeTruthy();
  });
});

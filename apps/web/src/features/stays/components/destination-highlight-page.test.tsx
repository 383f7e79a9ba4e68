import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { DestinationHighlightPage } from './destination-highlight-page';

const riviera = {
  id: 3,
  name: 'Riviera Maya',
  location: 'Quintana Roo, Mexico',
  description: '<p>Turquoise <strong>water</strong>.</p>',
  image_location: 'riviera maya',
  read_more_link: 'https://www.example.com/more',
  buy_link: 'https://www.example.com/buy',
};

describe('DestinationHighlightPage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('shows the image, the description, the read-more link and the buy link', async () => {
    expectRequest('GET', '/api/v1/destination_highlights/3', {
      status: 200,
      body: { data: { data: riviera } },
    });
    renderAt(<DestinationHighlightPage id={3} />, '/destination-highlights/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Riviera Maya' })).toBeTruthy();
    expect(screen.getByText('water').tagName).toBe('STRONG');
    const readMore = screen.getByRole('link', { name: /Read more/ });
    expect(readMore.getAttribute('href')).toBe('https://www.example.com/more');
    expect(readMore.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /See offers/ }).getAttribute('href')).toBe(
      'https://www.example.com/buy',
    );
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it("offers no buy link when the highlight's buy_link is '#'", async () => {
    expectRequest('GET', '/api/v1/destination_highlights/3', {
      status: 200,
      body: { data: { data: { ...riviera, buy_link: '#' } } },
    });
    renderAt(<DestinationHighlightPage id={3} />, '/destination-highlights/3');
    await screen.findByRole('heading', { level: 1, name: 'Riviera Maya' });
    expect(screen.queryByRole('link', { name: /See offers/ })).toBeNull();
  });

  it('says the destination is not available for an unknown or malformed id', async () => {
    expectRequest('GET', '/api/v1/destination_highlights/99', {
      status: 404,
      body: { message: 'Not Found.', key: 'not_found' },
    });
    renderAt(<DestinationHighlightPage id={99} />, '/destination-highlights/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This destination is not available' }),
    ).toBeTruthy();
  });

  it('does not call the server for an id that is not one', async () => {
    renderAt(<DestinationHighlightPage id={Number.NaN} />, '/destination-highlights/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This destination is not available' }),
    ).toBeTruthy();
  });
});

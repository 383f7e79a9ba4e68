import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ExchangePartnersBlock } from './exchange-partners-block';

describe('ExchangePartnersBlock', () => {
  beforeEach(() => setSessionToken(aToken()));

  it("lists the member's companies from the spec's nested list, with their sites", async () => {
    expectRequest('GET', '/api/v1/exchanges', {
      status: 200,
      body: {
        data: [
          [
            { MembershipType: 'RCI' },
            { MembershipType: 'Club Freedom' },
            { MembershipType: 'Nuevo' },
          ],
        ],
      },
    });
    renderAt(<ExchangePartnersBlock />, '/dashboard');
    const region = await screen.findByRole('region', { name: 'Your exchange partners' });
    const rci = screen.getByRole('link', { name: /RCI/ });
    expect(rci.getAttribute('href')).toBe('https://www.rci.com');
    expect(rci.getAttribute('target')).toBe('_blank');
    // A partner without a public site, and a type the catalogue does not know, show as text.
    expect(region.textContent).toContain('Club Freedom');
    expect(region.textContent).toContain('Nuevo');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows nothing when the member belongs to no exchange company', async () => {
    expectRequest('GET', '/api/v1/exchanges', { status: 200, body: { data: [[]] } });
    const { container } = renderAt(<ExchangePartnersBlock />, '/dashboard');
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });
});

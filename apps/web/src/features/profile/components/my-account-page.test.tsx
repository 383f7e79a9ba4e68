import type { ContractSummary } from '@mp/contract/profile/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aProfile, aToken } from '@/test/builders';
import { expectRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { MyAccountPage } from './my-account-page';

const contract = (id: number, total: number, used: number): ContractSummary => ({
  contract_id: id,
  contract_number: `GLX-${id}`,
  contract_status: 'Active',
  resort: 'The Grand Bliss Riviera Maya',
  user_id: 7,
  currency_id: 2,
  affiliation: 'Vidanta',
  finance: 0,
  balance: 0,
  loan_payment_amount: 0,
  pay_in_full: 0,
  maintenance_fee: 0,
  room_type: 'One Bedroom',
  contract_date: 1_552_608_000,
  total_weeks: total,
  used_weeks: used,
  weeks_available: total - used,
});

const weeks = () =>
  within(screen.getByRole('region', { name: 'My vacation weeks' }))
    .getAllByRole('definition')
    .map((d) => d.textContent);

describe('MyAccountPage', () => {
  beforeEach(() => setSessionToken(aToken()));

  it("shows '-' for a missing mobile, the badges, and the middle of three contracts' weeks", async () => {
    const user = userEvent.setup();
    expectRequest('GET', '/api/v1/profile', {
      status: 200,
      body: {
        data: aProfile({
          mobile_phone: null,
          home_phone: '+52 998 123 4567',
          unread_messages: 3,
          payments: 1,
          contracts: [contract(1, 10, 2), contract(2, 20, 6), contract(3, 30, 30)],
        }),
      },
    });
    renderAt(<MyAccountPage />, '/my-account');
    expect(await screen.findByRole('heading', { name: 'John Member' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'My details' });
    expect(within(details).getByText('Mobile phone').nextElementSibling?.textContent).toBe('-');
    expect(screen.getByRole('link', { name: '3 unread messages' }).getAttribute('href')).toBe(
      '/messages-center',
    );
    // No payments screen yet: the count shows without a link.
    expect(screen.getByText('1 pending payment').closest('a')).toBeNull();
    expect(weeks()).toEqual(['20', '6', '14']);
    const buttons = () =>
      within(screen.getByRole('list', { name: 'Your contracts' }))
        .getAllByRole('button')
        .map((b) => [b.textContent?.slice(0, 5), b.getAttribute('aria-pressed')]);
    expect(buttons()).toEqual([
      ['GLX-1', 'false'],
      ['GLX-2', 'true'],
      ['GLX-3', 'false'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Next contract' }));
    expect(weeks()).toEqual(['30', '30', '0']);
    // The list turns: the active contract stays in the middle.
    expect(buttons()[1]).toEqual(['GLX-3', 'true']);
    expect(screen.getByRole('link', { name: /Call now/ }).getAttribute('href')).toBe(
      'tel:8001234567',
    );
  });

  it('writes a Mexican address with the postal code before the city (Spanish review L35)', async () => {
    const place = async (country: string) => {
      expectRequest('GET', '/api/v1/profile', {
        status: 200,
        body: {
          data: aProfile({
            address_line_1: 'Av. Juárez 12',
            country,
            state: country === 'MX' ? 'CDMX' : 'FL',
            city: country === 'MX' ? 'Ciudad de México' : 'Orlando',
            postal_code: country === 'MX' ? '06600' : '32801',
          }),
        },
      });
      const view = renderAt(<MyAccountPage />, '/my-account');
      const details = await screen.findByRole('region', { name: 'My details' });
      const lines = [...(within(details).getByText('Address').nextElementSibling?.children ?? [])];
      view.unmount();
      return lines.map((line) => line.textContent);
    };
    expect(await place('MX')).toEqual(['Av. Juárez 12', '06600 Ciudad de México, CDMX, Mexico']);
    expect(await place('US')).toEqual(['Av. Juárez 12', 'Orlando, FL, 32801, United States']);
  });

  it('says so when there is no active contract', async () => {
    expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: aProfile() } });
    renderAt(<MyAccountPage />, '/my-account');
    expect(await screen.findByRole('heading', { name: 'No active contracts' })).toBeTruthy();
  });
});

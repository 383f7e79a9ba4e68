import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { MyReservationsPage } from './my-reservations-page';

const LIST = '/api/v1/user_reservations/all';

const studio = (room: string) => ({
  reservation_id: 7,
  reservation_number: '40821736',
  reservation_status: 2,
  hotel: 'The Grand Mayan Riviera Maya',
  arriving_date: '2099-01-10',
  departing_date: '2099-01-15',
  number_of_adults: 2,
  number_of_children: 0,
  guest: 'Ana García',
  room_type: room,
});

describe('MyReservationsPage (issue 20 #19)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('keeps a member without reservations here, with "Add a reservation" and "Request a reservation"', async () => {
    expectRequest('GET', LIST, { status: 200, body: { data: [] } });
    renderAt(<MyReservationsPage />, '/my-reservations');
    const empty = await screen.findByRole('heading', { name: 'No reservations yet' });
    const card = empty.parentElement as HTMLElement;
    await userEvent.setup().click(within(card).getByRole('link', { name: 'Add a reservation' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/add-reservation-to-profile');
  });

  it('offers requesting one too, and never sends the member home', async () => {
    expectRequest('GET', LIST, { status: 200, body: { data: [] } });
    renderAt(<MyReservationsPage />, '/my-reservations');
    const empty = await screen.findByRole('heading', { name: 'No reservations yet' });
    expect(
      within(empty.parentElement as HTMLElement)
        .getByRole('link', { name: 'Request a reservation' })
        .getAttribute('href'),
    ).toBe('/request-reservation');
    expect(screen.queryByTestId('location')).toBeNull();
    // One of each link: the header's pair gives way to the notice's.
    expect(screen.getAllByRole('link', { name: 'Add a reservation' })).toHaveLength(1);
  });

  it('asks for the list in the language of the screen, again after a switch (unit names)', async () => {
    expectRequest('GET', LIST, { status: 200, body: { data: [studio('Studio')] } });
    renderAt(<MyReservationsPage />, '/my-reservations');
    expect(await screen.findByText('Studio')).toBeTruthy();
    expectRequest('GET', LIST, { status: 200, body: { data: [studio('Estudio')] } });
    await i18n.changeLanguage('es');
    expect(await screen.findByText('Estudio')).toBeTruthy();
    expect(recordedRequests(LIST).map((request) => request.headers['x-language'])).toEqual([
      'en',
      'es',
    ]);
  });
});

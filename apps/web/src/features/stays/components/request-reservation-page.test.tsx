import type { Hotel } from '@mp/contract/reference/schemas';
import { RESERVATION_DRAFT_KEY } from '@mp/contract/stays/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt, renderRoutes } from '@/test/render';
import { reservationDraft } from '../api/reservations';
import { RequestReservationPage } from './request-reservation-page';

const hotels: Hotel[] = [
  {
    id: 1,
    name: 'The Grand Bliss Nuevo Vallarta',
    destination: 'nuevo vallarta',
    unit_types: [
      { id: 11, name: 'Studio', max_guests: 2 },
      { id: 12, name: 'One Bedroom Master', max_guests: 4 },
    ],
  },
  {
    id: 2,
    name: 'Mayan Palace Acapulco',
    destination: 'acapulco',
    unit_types: [{ id: 21, name: 'Two Bedroom Master', max_guests: 6 }],
  },
];

const page = (state?: unknown) =>
  renderAt(
    <RequestReservationPage hotels={hotels} isError={false} onRetry={() => {}} />,
    '/request-reservation',
    { pathname: '/request-reservation', state },
  );

describe('RequestReservationPage', () => {
  beforeEach(() => localStorage.clear());

  it('offers the destination’s unit types, clears the unit when the destination changes, and keeps a draft', async () => {
    page();
    const user = userEvent.setup();
    const destination = screen.getByRole('combobox', { name: /Destination/ });
    const unit = screen.getByRole('combobox', { name: /Unit type/ });
    expect((unit as HTMLSelectElement).disabled).toBe(true);
    await user.selectOptions(destination, '1');
    // The unit list belongs to the destination: it is a new select for each one.
    await user.selectOptions(screen.getByRole('combobox', { name: /Unit type/ }), '12');
    // Up to the unit's own number of guests.
    expect(
      screen.getByRole('combobox', { name: /Guests/ }).querySelectorAll('option'),
    ).toHaveLength(4);
    await user.selectOptions(destination, '2');
    expect((screen.getByRole('combobox', { name: /Unit type/ }) as HTMLSelectElement).value).toBe(
      '',
    );
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(RESERVATION_DRAFT_KEY) ?? '{}')).toMatchObject({
        destination: '2',
        unitType: '',
      }),
    );
  });

  it('says what is missing, and opens the summary with the request when complete', async () => {
    page({
      filter: {
        destination: '1',
        guests: 2,
        arrivingDate: '2099-01-10',
        departingDate: '2099-01-15',
      },
    });
    const user = userEvent.setup();
    expect((screen.getByRole('textbox', { name: /Arriving/ }) as HTMLInputElement).value).toMatch(
      /10 Jan/,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('combobox', { name: /Unit type/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /Unit type/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/reservation-summary');
    expect(JSON.parse(location.dataset.state ?? '{}')).toMatchObject({
      hotelName: 'The Grand Bliss Nuevo Vallarta',
      unitTypeName: 'One Bedroom Master',
      request: {
        destination: '1',
        unitType: '12',
        arrivingDate: '2099-01-10',
        flexibleDates: true,
      },
    });
  });

  it('refuses more guests than the unit sleeps, by the contract’s rule (issue 20 #17)', async () => {
    page({
      filter: {
        destination: '1',
        unitType: '11',
        guests: 4,
        arrivingDate: '2099-01-10',
        departingDate: '2099-01-15',
      },
    });
    const user = userEvent.setup();
    const guests = screen.getByRole('combobox', { name: /Guests/ }) as HTMLSelectElement;
    expect(guests.value).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(guests.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This unit type does not sleep that many guests.')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
    await user.selectOptions(guests, '2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const location = await screen.findByTestId('location');
    expect(JSON.parse(location.dataset.state ?? '{}')).toMatchObject({
      unitTypeName: 'Studio',
      unitMaxGuests: 2,
      request: { guests: 2 },
    });
  });

  it('starts again when the menu’s "Request reservation" is followed on this page (issue 20 #19)', async () => {
    renderRoutes(
      [
        {
          path: '/request-reservation',
          element: (
            <>
              {/* The menu's entry (app nav-config): it clears the draft, then navigates here. */}
              <Link to="/request-reservation" onClick={() => reservationDraft.clear()}>
                Menu: request reservation
              </Link>
              <RequestReservationPage hotels={hotels} isError={false} onRetry={() => {}} />
            </>
          ),
        },
      ],
      '/request-reservation',
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /Destination/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /Promo code/ }), 'SUMMER');
    await user.click(screen.getByRole('link', { name: 'Menu: request reservation' }));
    expect((screen.getByRole('textbox', { name: /Promo code/ }) as HTMLInputElement).value).toBe(
      '',
    );
    expect((screen.getByRole('combobox', { name: /Destination/ }) as HTMLSelectElement).value).toBe(
      '',
    );
    expect(localStorage.getItem(RESERVATION_DRAFT_KEY)).toBeNull();
  });
});

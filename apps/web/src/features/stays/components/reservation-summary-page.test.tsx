import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import type { ReservationSummaryState } from './request-reservation-page';
import { ReservationSummaryPage } from './reservation-summary-page';

const REQUEST_PATH = '/api/v1/reservation_requested';

function summary(guests: number, unitMaxGuests: number) {
  const state: ReservationSummaryState = {
    request: {
      destination: '1',
      guests,
      arrivingDate: '2099-01-10',
      departingDate: '2099-01-15',
      unitType: '11',
      unitTypeName: 'Studio',
      promoCode: '',
      addTransportation: false,
      flexibleDestination: true,
      flexibleDates: true,
    },
    hotelName: 'The Grand Mayan Riviera Maya',
    unitTypeName: 'Studio',
    unitMaxGuests,
  };
  return renderAt(<ReservationSummaryPage isMember />, '/reservation-summary', {
    pathname: '/reservation-summary',
    state,
  });
}

const travelers = () => screen.getByRole('group', { name: /Additional travelers?/ });
const rowOf = (number: number) => screen.getByRole('group', { name: `Traveler ${number}` });

async function fill(number: number, values: { first: string; last: string; email: string }) {
  const user = userEvent.setup();
  const row = within(rowOf(number));
  for (const [name, value] of [
    [/First name/, values.first],
    [/Last name/, values.last],
    [/Email/, values.email],
  ] as const) {
    await user.click(row.getByRole('textbox', { name }));
    await user.paste(value);
  }
}

describe('ReservationSummaryPage: the party fits the unit (issue 20 #17)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('offers no more travellers than a Studio for 2 sleeps, the member included', async () => {
    summary(2, 2);
    expect(within(travelers()).getByText('This unit sleeps up to 2 people, you included.'));
    expect(screen.getAllByRole('group', { name: /^Traveler \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add a traveler' })).toBeNull();
    expect(travelers().querySelector('legend')?.textContent).toBe(
      'Additional traveler (1 of up to 1)',
    );
  });

  it('adds travellers until the unit is full', async () => {
    summary(2, 4);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a traveler' }));
    await user.click(screen.getByRole('button', { name: 'Add a traveler' }));
    expect(screen.getAllByRole('group', { name: /^Traveler \d$/ })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add a traveler' })).toBeNull();
  });

  it('shows the server’s party refusal at the travellers', async () => {
    summary(1, 2);
    expectRequest('POST', REQUEST_PATH, {
      status: 400,
      body: {
        message: 'Some fields need your attention.',
        key: 'validation_failed',
        errors: {
          travelers: [
            'Your party is larger than this unit type sleeps: choose a larger unit or fewer travelers.',
          ],
        },
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send my request' }));
    expect(
      await within(travelers()).findByText(
        'Your party is larger than this unit type sleeps: choose a larger unit or fewer travelers.',
      ),
    ).toBeTruthy();
  });
});

describe('ReservationSummaryPage: traveller names (issue 20 #18)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('flags HTML, digits and over-long names on their row and sends nothing', async () => {
    summary(4, 4);
    await fill(1, { first: '<b>Jacob</b>', last: 'Smith', email: 'jacob@example.com' });
    await fill(2, { first: 'Emily', last: 'Smith 2', email: 'emily@example.com' });
    await fill(3, { first: 'A'.repeat(200), last: 'Smith', email: 'ana@example.com' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send my request' }));
    const first = within(rowOf(1)).getByRole('textbox', { name: /First name/ });
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(within(rowOf(1)).getByText('Please enter a valid name.')).toBeTruthy();
    expect(within(rowOf(2)).getByText('Please enter a valid name.')).toBeTruthy();
    expect(
      within(rowOf(2))
        .getByRole('textbox', { name: /First name/ })
        .getAttribute('aria-invalid'),
    ).toBeNull();
    expect(within(rowOf(3)).getByText('Use at most 128 characters.')).toBeTruthy();
    expect(recordedRequests(REQUEST_PATH)).toHaveLength(0);
  });

  it('puts the server’s per-row messages under that row’s field, not in one banner', async () => {
    summary(3, 4);
    await fill(1, { first: 'Emily', last: 'Smith', email: 'emily@example.com' });
    await fill(2, { first: 'Jacob', last: 'Smith', email: 'jacob@example.com' });
    expectRequest('POST', REQUEST_PATH, {
      status: 400,
      body: {
        message: 'Some fields need your attention.',
        key: 'validation_failed',
        errors: { 'travelers.1.last_name': ['Please enter a valid name.'] },
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send my request' }));
    const last = await within(rowOf(2)).findByText('Please enter a valid name.');
    expect(last).toBeTruthy();
    expect(
      within(rowOf(2))
        .getByRole('textbox', { name: /Last name/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(within(rowOf(1)).queryByText('Please enter a valid name.')).toBeNull();
  });
});

describe('ReservationSummaryPage: focus follows a traveller row (issue 20 #12)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('a saved row focuses its Edit button, and Edit focuses the row’s first field', async () => {
    const user = userEvent.setup();
    summary(2, 4);
    await fill(1, { first: 'Emily', last: 'Walker', email: 'emily@example.com' });
    await user.click(within(rowOf(1)).getByRole('button', { name: 'Save traveler' }));
    const edit = screen.getByRole('button', { name: 'Edit Emily Walker' });
    expect(document.activeElement).toBe(edit);
    await user.click(edit);
    expect(document.activeElement).toBe(within(rowOf(1)).getByRole('combobox', { name: /Age/ }));
    await user.click(within(rowOf(1)).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Emily Walker' }));
  });
});

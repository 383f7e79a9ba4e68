import type { Hotel } from '@mp/contract/reference/schemas';
import { clubToday } from '@mp/contract/rules/club-date';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import { renderAt } from '@/test/render';
import { AddReservationPage } from './add-reservation-page';

const hotels: Hotel[] = [
  { id: 1, name: 'The Grand Mayan Riviera Maya', destination: 'riviera maya', unit_types: [] },
];

describe('AddReservationPage (issue 20 #19)', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('disables the days before today in the check-in calendar (spec §5 date pickers)', async () => {
    renderAt(
      <AddReservationPage hotels={hotels} isError={false} onRetry={() => {}} />,
      '/add-reservation-to-profile',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /Choose.*Check-in date/ }));
    const dialog = await screen.findByRole('dialog');
    const grid = await within(dialog).findByRole('grid');
    // The calendar opens on this month and cannot go back to an earlier one.
    const previous = within(dialog).getByRole('button', { name: /previous month/i });
    expect(
      previous.hasAttribute('disabled') || previous.getAttribute('aria-disabled') === 'true',
    ).toBe(true);
    const today = Number(clubToday(new Date()).slice(8));
    const days = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => !cell.hasAttribute('data-outside'));
    for (const cell of days) {
      const button = cell.querySelector('button');
      const isPast = Number(cell.textContent) < today;
      expect(
        Boolean(button?.disabled) || cell.hasAttribute('data-disabled'),
        cell.textContent ?? '',
      ).toBe(isPast);
    }
  });
});

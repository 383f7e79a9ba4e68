import { NOTIFICATION_DELAY_MS } from '@mp/contract/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationBar } from './notification-bar';

describe('NotificationBar', () => {
  it('translates a message key and shows a plain text as it is', () => {
    render(<NotificationBar type="success" message={['logout_success', 'Saved by the server.']} />);
    expect(screen.getByRole('status').textContent).toContain('You have signed out successfully.');
    expect(screen.getByText('Saved by the server.')).toBeTruthy();
  });

  it('shows a list when given several messages', () => {
    render(<NotificationBar message={['First problem.', 'Second problem.']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('uses role alert for errors and status for the others', () => {
    const { rerender } = render(<NotificationBar type="error" message="error_generic" />);
    expect(screen.getByRole('alert').textContent).toContain(
      'An error occurred, please try again..',
    );
    rerender(<NotificationBar type="warning" message="capslock_active" />);
    expect(screen.getByRole('status').textContent).toContain('Caps Lock is on.');
  });

  it('hides itself after NOTIFICATION_DELAY_MS (10 s)', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<NotificationBar message="error_generic" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(NOTIFICATION_DELAY_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(NOTIFICATION_DELAY_MS).toBe(10_000);
  });

  it('closes from its close button', async () => {
    const onClose = vi.fn();
    render(<NotificationBar message="error_generic" onClose={onClose} autoHideMs={0} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

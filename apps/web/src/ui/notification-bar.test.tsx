import { NOTIFICATION_DELAY_MS } from '@mp/contract/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { NotificationBar } from './notification-bar';

describe('NotificationBar', () => {
  it('translates a message key and shows a plain text as it is', () => {
    render(<NotificationBar type="success" message={['logout_success', 'Saved by the server.']} />);
    expect(screen.getByRole('status').textContent).toContain('You have signed out successfully.');
    expect(screen.getByText('Saved by the server.')).toBeTruthy();
  });

  it.each([
    ['en', 'unauthenticated', 'Your session has ended. Please follow the login steps again.'],
    [
      'es',
      'unauthenticated',
      'Tu sesión terminó. Por favor, sigue de nuevo los pasos para iniciar sesión.',
    ],
    ['en', 'unauthorized', 'You do not have the privileges for this action.'],
    ['en', 'not_found', 'Not Found. Please contact our team (code 604).'],
  ] as const)(
    'shows the %s catalogue sentence for the key %s, never the key',
    async (lang, key, text) => {
      await i18n.changeLanguage(lang);
      render(<NotificationBar type="error" message={key} />);
      const shown = screen.getByRole('alert').textContent ?? '';
      expect(shown).toContain(text);
      expect(shown).not.toContain(key);
    },
  );

  it('follows a language switch while it is shown', async () => {
    render(<NotificationBar type="error" message="account_not_verified" />);
    expect(screen.getByRole('alert').textContent).toContain('Your account is not verified yet.');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('alert').textContent).toContain('Tu cuenta aún no está verificada.');
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

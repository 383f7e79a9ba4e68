import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { ResetPasswordAlert } from './reset-password-alert';

describe('ResetPasswordAlert', () => {
  it('asks once, and remembers the answer in the alerted flag', async () => {
    window.localStorage.removeItem('alerted');
    const user = userEvent.setup();
    const { unmount } = renderAt(<ResetPasswordAlert />, '/login');
    expect(await screen.findByRole('heading', { name: 'Please reset your password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Please reset your password' })).toBeNull(),
    );
    expect(window.localStorage.getItem('alerted')).toBe('true');
    unmount();

    renderAt(<ResetPasswordAlert />, '/login');
    expect(screen.queryByRole('heading', { name: 'Please reset your password' })).toBeNull();
  });

  it.each([
    ['typing in a field', 'input'],
    ['on a button they pressed (a sign-in on its way)', 'button'],
  ])('waits for the next visit when the visitor is already %s', (_, tag) => {
    window.localStorage.removeItem('alerted');
    const field = document.createElement(tag);
    document.body.append(field);
    try {
      field.focus();
      // render() runs the effects and their re-render before it returns: an alert would be here.
      renderAt(<ResetPasswordAlert />, '/login');
      expect(document.querySelector('dialog')).toBeNull();
      expect(document.activeElement).toBe(field);
      expect(window.localStorage.getItem('alerted')).toBeNull();
    } finally {
      field.remove();
    }
  });

  it('takes the member to the forgot-password page', async () => {
    window.localStorage.removeItem('alerted');
    const user = userEvent.setup();
    renderAt(<ResetPasswordAlert />, '/login');
    await user.click(await screen.findByRole('button', { name: 'Reset my password' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/forgot-password');
  });

  it.each(['Not now', 'Escape'])(
    'gives focus back to the first field after %s, not to the page body',
    async (how) => {
      window.localStorage.removeItem('alerted');
      const user = userEvent.setup();
      renderAt(
        <main>
          <ResetPasswordAlert />
          <label>
            Email
            <input name="email" />
          </label>
        </main>,
        '/login',
      );
      await screen.findByRole('heading', { name: 'Please reset your password' });
      // Escape on a native dialog is its 'cancel' event (happy-dom does not map the key).
      if (how === 'Escape')
        fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
      else await user.click(screen.getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    },
  );
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResendVerificationPage } from './resend-verification-page';

/** An answer that takes a moment, as a real server's does: a second click lands meanwhile. */
const slowly = <T,>(answer: T) =>
  new Promise<T>((resolve) => {
    setTimeout(() => resolve(answer), 50);
  });

describe('the e-mail pages send one request per submit (issue 20 #13)', () => {
  it('forgot password: a double click on "Send code" sends one code', async () => {
    const user = userEvent.setup();
    expectRequest('POST', '/api/v1/users/passwords', () =>
      slowly({ status: 201, body: { data: { data: { token: 'reset_token_1234567890' } } } }),
    );
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    const submit = screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.dblClick(submit);
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(recordedRequests('/api/v1/users/passwords')).toHaveLength(1);
  });

  it('resend verification: a double click on "Send link" sends one link', async () => {
    const user = userEvent.setup();
    expectRequest('POST', '/api/v1/account/verify/resend-validation', () =>
      slowly({ status: 204 }),
    );
    renderAt(<ResendVerificationPage />, '/account/verify/resend-email');
    await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
    const submit = screen.getByRole('button', { name: 'Send link' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.dblClick(submit);
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(recordedRequests('/api/v1/account/verify/resend-validation')).toHaveLength(1);
  });

  it('lays the two pages out alike: the way back is a button beside submit (issue 20 #16)', async () => {
    const user = userEvent.setup();
    for (const [page, path, back, submit] of [
      [<ForgotPasswordPage key="forgot" />, '/forgot-password', 'Back', 'Send code'],
      [
        <ResendVerificationPage key="resend" />,
        '/account/verify/resend-email',
        'Back to log in',
        'Send link',
      ],
    ] as const) {
      const { unmount } = renderAt(page, path);
      const backButton = screen.getByRole('button', { name: back });
      // Same row, same order: back first, then submit.
      expect(backButton.parentElement).toBe(
        screen.getByRole('button', { name: submit }).parentElement,
      );
      await user.click(backButton);
      expect((await screen.findByTestId('location')).textContent).toBe('/login');
      unmount();
    }
  });
});

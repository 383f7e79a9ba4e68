import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'reset_token_1234567890';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  code: string,
  password: string,
  confirmation = password,
) {
  await user.type(screen.getByLabelText(/^Verification code/), code);
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
}

describe('ResetPasswordForm', () => {
  it('keeps submit disabled until code, password rules and confirmation are all valid', async () => {
    const user = userEvent.setup();
    renderAt(
      <ResetPasswordForm token={TOKEN} />,
      '/forgot-password/sent/:token',
      `/forgot-password/sent/${TOKEN}`,
    );
    const submit = screen.getByRole('button', { name: 'Save new password' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    await fill(user, '12a', 'weakpass', 'weakpass');
    await user.tab();
    await waitFor(() =>
      expect(screen.getByText('The verification code has numbers only.')).toBeTruthy(),
    );
    expect(submit.disabled).toBe(true);

    await user.clear(screen.getByLabelText(/^Verification code/));
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Playa#2026');
    await waitFor(() => expect(screen.getByText('The passwords do not match.')).toBeTruthy());
    expect(submit.disabled).toBe(true);

    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Playa#2026');
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('sends the code and password to the token route and opens the success page on 204', async () => {
    const user = userEvent.setup();
    expectRequest('PUT', `/api/v1/users/passwords/${TOKEN}`, { status: 204 });
    renderAt(
      <ResetPasswordForm token={TOKEN} />,
      '/forgot-password/sent/:token',
      `/forgot-password/sent/${TOKEN}`,
    );
    await fill(user, '123456', 'Playa#2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect((await screen.findByTestId('location')).textContent).toBe('/reset-password/success');
    expect(recordedRequests()[0]?.body).toEqual({
      verification_code: '123456',
      password: 'Playa#2026',
      password_confirmation: 'Playa#2026',
    });
  });

  it("shows the 'password' catalogue's message on failure", async () => {
    const user = userEvent.setup();
    expectRequest('PUT', `/api/v1/users/passwords/${TOKEN}`, {
      status: 404,
      body: { message: 'Gone', key: 'not_found' },
    });
    renderAt(
      <ResetPasswordForm token={TOKEN} />,
      '/forgot-password/sent/:token',
      `/forgot-password/sent/${TOKEN}`,
    );
    await fill(user, '123456', 'Playa#2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not Found. Please contact our team (code 604).',
    );
  });

  it('says why submit is disabled', () => {
    renderAt(
      <ResetPasswordForm token={TOKEN} />,
      '/reset-password/:token',
      `/reset-password/${TOKEN}`,
    );
    const submit = screen.getByRole('button', { name: 'Save new password' });
    const why = document.getElementById(submit.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(
      'Enter the 6-digit code and a new password that meets every rule to continue.',
    );
  });

  it('offers a new code once the link can take no more codes', async () => {
    const user = userEvent.setup();
    expectRequest('PUT', `/api/v1/users/passwords/${TOKEN}`, {
      status: 400,
      body: { message: 'The token is invalid.', key: 'token_invalid' },
    });
    renderAt(
      <ResetPasswordForm token={TOKEN} />,
      '/reset-password/:token',
      `/reset-password/${TOKEN}`,
    );
    await fill(user, '123456', 'Playa#2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const newCode = await screen.findByRole('link', { name: 'Send me a new code' });
    expect(newCode.getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('button', { name: 'Save new password' })).toBeNull();
  });
});

describe('ResetPasswordPage', () => {
  it('says a dead link is dead as the page opens, before any typing', async () => {
    expectRequest('GET', `/api/v1/users/passwords/${TOKEN}`, {
      status: 400,
      body: { message: 'The token is invalid.', key: 'token_invalid' },
    });
    renderAt(<ResetPasswordPage />, '/reset-password/:token', `/reset-password/${TOKEN}`);
    expect(await screen.findByText(/This reset link can no longer be used/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Verification code/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new code' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('shows the form for a live link', async () => {
    expectRequest('GET', `/api/v1/users/passwords/${TOKEN}`, { status: 204 });
    renderAt(<ResetPasswordPage />, '/reset-password/:token', `/reset-password/${TOKEN}`);
    expect(await screen.findByLabelText(/^Verification code/)).toBeTruthy();
  });
});

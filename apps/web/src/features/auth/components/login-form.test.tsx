import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSessionToken } from '@/lib/session';
import { aToken } from '@/test/builders';
import {
  expectCaptcha,
  expectHeldRequest,
  expectRequest,
  recordedRequests,
} from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { LoginForm } from './login-form';

const token = aToken({ access_token: 'acc', refresh_token: 'ref' });

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  email = 'john@example.com',
  password = 'Vacation#2026',
) {
  await screen.findByText('Verified');
  const emailField = screen.getByLabelText(/^Email/);
  await user.clear(emailField);
  await user.type(emailField, email);
  const passwordField = screen.getByLabelText(/^Password/);
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('stores the token and hands over to the app after a 201', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn(async () => {});
    // One challenge: none after signing in, as the page is leaving.
    expectCaptcha(1);
    expectRequest('POST', '/api/v1/login', { status: 201, body: { data: token } });
    renderAt(<LoginForm onSignedIn={onSignedIn} />, '/login');

    await fillAndSubmit(user, 'John@Example.com ');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(getSessionToken()).toEqual(token);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('aria-busy')).toBeNull(),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(recordedRequests('/api/v1/captcha')).toHaveLength(1);
    expect(screen.queryByText('Please complete the security check.')).toBeNull();
    expect(recordedRequests('/api/v1/login')[0]?.body).toEqual({
      email: 'john@example.com',
      password: 'Vacation#2026',
      lang: 'en',
      'g-recaptcha-response': 'none',
    });
  });

  it('reveals the member-id field on a 409 and sends the id on the next attempt', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn(async () => {});
    expectCaptcha(3);
    expectRequest('POST', '/api/v1/login', {
      status: 409,
      body: {
        message: 'Your account is not linked to a member ID yet. Please confirm your member ID.',
        key: 'account_not_member_id',
      },
    });
    renderAt(<LoginForm onSignedIn={onSignedIn} />, '/login');

    expect(screen.queryByLabelText(/^Member ID/)).toBeNull();
    await fillAndSubmit(user);

    const memberId = await screen.findByLabelText(/^Member ID/);
    expect(screen.getByRole('status').textContent).toContain('Please confirm your member ID.');
    await waitFor(() => expect(document.activeElement).toBe(memberId));

    // The member id is required now: an empty one is a validation error, not a request.
    await screen.findByText('Verified');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(recordedRequests('/api/v1/login')).toHaveLength(1);

    expectRequest('POST', '/api/v1/login', { status: 201, body: { data: token } });
    await user.type(memberId, '100200300');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(recordedRequests('/api/v1/login')[1]?.body).toMatchObject({
      vida_member_id: '100200300',
    });
  });

  it('shows the server words at the member-id step and then asks for the code sent to the e-mail on file', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn(async () => {});
    expectCaptcha(4);
    const sent =
      "If this member ID and your last name match the club's records, we have sent a 6-digit code.";
    expectRequest('POST', '/api/v1/login', {
      status: 409,
      body: { message: 'Please confirm your member ID.', key: 'account_not_member_id' },
    });
    renderAt(<LoginForm onSignedIn={onSignedIn} />, '/login');
    await fillAndSubmit(user);
    const memberId = await screen.findByLabelText(/^Member ID/);
    expect(screen.queryByLabelText(/^Code from the email on file/)).toBeNull();

    expectRequest('POST', '/api/v1/login', {
      status: 409,
      body: { message: sent, key: 'member_id_code_sent' },
    });
    await screen.findByText('Verified');
    await user.type(memberId, '100200300');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText(/^Code from the email on file/);
    expect(screen.getByRole('status').textContent).toContain(
      'we have sent a 6-digit code to the email address the club has on file',
    );
    await waitFor(() => expect(document.activeElement).toBe(code));

    expectRequest('POST', '/api/v1/login', { status: 201, body: { data: token } });
    await screen.findByText('Verified');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(recordedRequests('/api/v1/login')[2]?.body).toMatchObject({
      vida_member_id: '100200300',
      member_id_code: '123456',
    });
  });

  it('links to registration, so Tab and Enter alone reach the register form', async () => {
    const user = userEvent.setup();
    expectCaptcha(1);
    renderAt(<LoginForm onSignedIn={vi.fn(async () => {})} />, '/login');
    const link = screen.getByRole('link', { name: 'Create your account' });
    expect(link.getAttribute('href')).toBe('/register');
    link.focus();
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/register');
  });

  it("shows the catalogue's message on a 400 and keeps what was typed", async () => {
    const user = userEvent.setup();
    expectCaptcha(2);
    expectRequest('POST', '/api/v1/login', {
      status: 400,
      body: { message: 'Bad', key: 'wrong_login_credentials' },
    });
    renderAt(<LoginForm onSignedIn={vi.fn(async () => {})} />, '/login');

    await fillAndSubmit(user, 'john@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'The email address or password you entered is invalid. Please try again.',
    );
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('john@example.com');
    expect(getSessionToken()).toBeNull();
  });

  it('sends a press made while the captcha is checking once it is verified', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn(async () => {});
    const answerCaptcha = expectHeldRequest('GET', '/api/v1/captcha', {
      status: 200,
      body: { data: { provider: 'none' } },
    });
    expectCaptcha();
    expectRequest('POST', '/api/v1/login', { status: 201, body: { data: token } });
    renderAt(<LoginForm onSignedIn={onSignedIn} />, '/login');

    await user.type(screen.getByLabelText(/^Email/), 'john@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Vacation#2026{Enter}');
    // Waiting, not refused: no error, the button busy, nothing sent yet.
    expect(screen.queryByText('Please complete the security check.')).toBeNull();
    expect(screen.getByRole('button', { name: /Log in/ }).getAttribute('aria-busy')).toBe('true');
    expect(recordedRequests('/api/v1/login')).toHaveLength(0);

    answerCaptcha();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(recordedRequests('/api/v1/login')).toHaveLength(1);
  });

  it('a press waiting for a captcha that fails says why it cannot go', async () => {
    const user = userEvent.setup();
    const failCaptcha = expectHeldRequest('GET', '/api/v1/captcha', {
      status: 500,
      body: { message: 'Down', key: 'internal_error' },
    });
    renderAt(<LoginForm onSignedIn={vi.fn(async () => {})} />, '/login');

    await user.type(screen.getByLabelText(/^Email/), 'john@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Vacation#2026{Enter}');
    failCaptcha();
    expect(await screen.findByText('Please complete the security check.')).toBeTruthy();
    expect(screen.getByText('We could not complete the security check.')).toBeTruthy();
    expect(recordedRequests('/api/v1/login')).toHaveLength(0);

    // Trying the check again fetches a new challenge; once verified, the member signs in.
    expectCaptcha(1);
    expectRequest('POST', '/api/v1/login', { status: 201, body: { data: token } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(recordedRequests('/api/v1/captcha')).toHaveLength(2);
    expect(screen.queryByText('Please complete the security check.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(recordedRequests('/api/v1/login')).toHaveLength(1));
  });

  it('fetches a new captcha challenge after every attempt', async () => {
    const user = userEvent.setup();
    expectCaptcha(4);
    expectRequest(
      'POST',
      '/api/v1/login',
      { status: 400, body: { message: 'Bad', key: 'wrong_login_credentials' } },
      2,
    );
    expectRequest('POST', '/api/v1/login', {
      status: 429,
      body: { message: 'Too many attempts. Wait 60 seconds.', key: 'too_many_attempts' },
    });
    renderAt(<LoginForm onSignedIn={vi.fn(async () => {})} />, '/login');

    await fillAndSubmit(user);
    await waitFor(() => expect(recordedRequests('/api/v1/captcha')).toHaveLength(2));
    await fillAndSubmit(user);
    await waitFor(() => expect(recordedRequests('/api/v1/captcha')).toHaveLength(3));
    await fillAndSubmit(user);
    await waitFor(() => expect(recordedRequests('/api/v1/captcha')).toHaveLength(4));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many attempts. Wait 60 seconds.',
    );
    for (const request of recordedRequests('/api/v1/login')) {
      expect(request.body).toMatchObject({ 'g-recaptcha-response': 'none' });
    }
  });
});

import { PASSWORD_MAX_LENGTH } from '@mp/contract/access/constants';
import { PASSWORD_SPECIAL_CHARACTERS } from '@mp/contract/access/password';
import { messagesEn } from '@mp/contract/i18n/messages.en';
import { messagesEs } from '@mp/contract/i18n/messages.es';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { expectCaptcha, expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt, renderRoutes } from '@/test/render';
import { AuthPage } from './auth-page';
import { RegisterForm } from './register-form';

type User = ReturnType<typeof userEvent.setup>;

function labelText(name: RegExp): string {
  const input = screen.getByLabelText(name);
  const label = document.querySelector(`label[for="${input.id}"]`);
  return label?.textContent ?? '';
}

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText(/^First name/), 'Ana');
  await user.type(screen.getByLabelText(/^Last name/), 'García');
  await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Playa#2026');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Playa#2026');
  await user.type(screen.getByLabelText(/^Mobile phone/), '+52 998 123 4567');
  await user.selectOptions(screen.getByLabelText(/^Country/), 'MX');
  await user.type(screen.getByLabelText(/^Member ID/), '100200300');
  await user.click(screen.getByRole('checkbox'));
  await screen.findByText('Verified');
}

describe('RegisterForm', () => {
  it('stars every label except the home phone', async () => {
    expectCaptcha();
    renderAt(<RegisterForm />, '/register');
    for (const label of [
      /^First name/,
      /^Last name/,
      /^Email/,
      /^Password/,
      /^Confirm password/,
      /^Mobile phone/,
      /^Country/,
      /^Member ID/,
    ]) {
      expect(labelText(label), String(label)).toMatch(/\*$/);
      expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
    }
    expect(labelText(/^Home phone/)).toBe('Home phone');
    expect(screen.getByRole('checkbox').getAttribute('aria-required')).toBe('true');
    // The terms open in a new tab, so nothing typed is lost.
    const terms = screen.getByRole('link', { name: /terms and conditions/ });
    expect(terms.getAttribute('href')).toBe('/terms-and-conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    await screen.findByText('Verified');
  });

  it('lists countries by their name in the interface language', async () => {
    expectCaptcha();
    renderAt(<RegisterForm />, '/register');
    const country = screen.getByLabelText(/^Country/);
    const options = within(country).getAllByRole('option');
    expect(options).toHaveLength(250);
    expect(options.slice(1, 4).map((option) => option.textContent)).toEqual([
      'Mexico',
      'United States',
      'Canada',
    ]);
    await screen.findByText('Verified');
  });

  it('shows the any-of phone error under both phone fields', async () => {
    const user = userEvent.setup();
    expectCaptcha();
    renderAt(<RegisterForm />, '/register');
    await user.click(screen.getByLabelText(/^Home phone/));
    await user.tab();
    await waitFor(() =>
      expect(screen.getAllByText('Enter a home phone or a mobile phone.')).toHaveLength(2),
    );
    for (const name of [/^Home phone/, /^Mobile phone/]) {
      const input = screen.getByLabelText(name);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = input.getAttribute('aria-describedby') ?? '';
      expect(
        described
          .split(' ')
          .some((id) => document.getElementById(id)?.textContent?.includes('Enter a home phone')),
      ).toBe(true);
    }
    await user.type(screen.getByLabelText(/^Mobile phone/), '998 123 4567');
    await waitFor(() =>
      expect(screen.queryByText('Enter a home phone or a mobile phone.')).toBeNull(),
    );
  });

  it('lists each password rule with its own message and marks the ones met', async () => {
    const user = userEvent.setup();
    expectCaptcha();
    renderAt(<RegisterForm />, '/register');
    const rules = screen.getByRole('list', { name: 'Your password needs' });
    const items = within(rules).getAllByRole('listitem');
    expect(
      items.map((item) => item.textContent?.replace(/\s*\((done|still needed)\)$/, '')),
    ).toEqual([
      'Use at least 8 characters.',
      'Include at least one uppercase letter.',
      'Include at least one lowercase letter.',
      'Include at least one number.',
      `Include at least one of these special characters: ${[...PASSWORD_SPECIAL_CHARACTERS].join(' ')}`,
    ]);
    await user.type(screen.getByLabelText(/^Password/), 'abc1');
    const met = within(rules)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.met === 'true')
      .map((item) => item.textContent);
    expect(met).toHaveLength(2);
    expect(met.join()).toContain('lowercase');
    expect(met.join()).toContain('number');
    await screen.findByText('Verified');
  });

  it('marks a too-long password as too long, not as "still needed"', async () => {
    const user = userEvent.setup();
    expectCaptcha();
    renderAt(<RegisterForm />, '/register');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste(`Aa1#${'x'.repeat(PASSWORD_MAX_LENGTH)}`);
    const rules = screen.getByRole('list', { name: 'Your password needs' });
    const tooLong = within(rules)
      .getByText(/^Use at most/)
      .closest('li');
    expect(tooLong?.textContent).toBe('Use at most 128 characters. (too long: shorten it)');
    await screen.findByText('Verified');
  });

  it('says the member id is too long rather than "numbers only"', async () => {
    const user = userEvent.setup();
    expectCaptcha();
    renderAt(<RegisterForm />, '/register');
    await user.type(screen.getByLabelText(/^Member ID/), '1'.repeat(20));
    await user.tab();
    expect(await screen.findByText('The member ID has at most 12 digits.')).toBeTruthy();
    expect(screen.queryByText('The member ID has numbers only.')).toBeNull();
    await screen.findByText('Verified');
  });

  it('keeps submit disabled while the form is invalid', async () => {
    const user = userEvent.setup();
    expectCaptcha();
    renderAt(<RegisterForm />, '/register');
    const submit = screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await fillValidForm(user);
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(screen.getByRole('checkbox'));
    await waitFor(() => expect(submit.disabled).toBe(true));
  });

  it('sends the form with the interface language and opens the thank-you page with the flag', async () => {
    const user = userEvent.setup();
    expectCaptcha(2);
    expectRequest('POST', '/api/v1/users', {
      status: 201,
      body: { data: { data: { pre_existing_account: true, email: 'ana@example.com' } } },
    });
    renderAt(<RegisterForm />, '/register');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe('/register/thank-you');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ pre_existing_account: true });
    expect(recordedRequests('/api/v1/users')[0]?.body).toEqual({
      first_name: 'Ana',
      last_name: 'García',
      email: 'ana@example.com',
      password: 'Playa#2026',
      password_confirmation: 'Playa#2026',
      home_phone: '',
      mobile_phone: '+52 998 123 4567',
      country: 'MX',
      vida_member_id: '100200300',
      language_id: 'en',
      terms_and_conditions: true,
      'g-recaptcha-response': 'none',
    });
  });

  it("shows a field's server error on that field, focused, and keeps everything typed", async () => {
    const user = userEvent.setup();
    expectCaptcha(2);
    const taken = messagesEn.user_already_exists;
    expectRequest('POST', '/api/v1/users', {
      status: 400,
      body: { message: taken, key: 'user_already_exists', errors: { email: [taken] } },
    });
    renderAt(<RegisterForm />, '/register');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      taken,
    );
    // Kept as the answer's key, so a language switch translates it.
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText(messagesEs.user_already_exists)).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText(/^Member ID/) as HTMLInputElement).value).toBe('100200300');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(recordedRequests('/api/v1/captcha')).toHaveLength(2));
  });

  it('keeps the draft when the member goes to the login tab and back', async () => {
    const user = userEvent.setup();
    expectCaptcha(3);
    const page = <AuthPage onSignedIn={async () => {}} />;
    renderRoutes(
      [
        { path: '/login', element: page },
        { path: '/register', element: page },
      ],
      '/register',
    );
    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^Member ID/), '100200300');
    await user.click(screen.getByRole('tab', { name: 'Log in' }));
    await screen.findByRole('button', { name: 'Log in' });
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(((await screen.findByLabelText(/^First name/)) as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText(/^Member ID/) as HTMLInputElement).value).toBe('100200300');
    await screen.findByText('Verified');
  });
});

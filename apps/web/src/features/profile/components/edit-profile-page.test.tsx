import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/language-switch';
import { setSessionToken } from '@/lib/session';
import { aProfile, aToken } from '@/test/builders';
import { expectRequest, recordedRequests, verifyFetchMock } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { EditProfilePage } from './edit-profile-page';

const profile = aProfile({
  email: 'john@example.com',
  home_phone: '+52 998 123 4567',
  mobile_phone: '+52 998 765 4321',
  address_line_1: 'Av. Kukulcán km 12',
  country: 'MX',
  state: 'Quintana Roo',
  city: 'Cancún',
  postal_code: '77500',
});

async function formReady() {
  await waitFor(() =>
    expect((screen.getByLabelText(/^Address line 1/) as HTMLInputElement).value).toBe(
      'Av. Kukulcán km 12',
    ),
  );
  // The form checks its starting values before it can be saved.
  await waitFor(() =>
    expect(
      (screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled,
    ).toBe(false),
  );
}

describe('EditProfilePage', () => {
  beforeEach(() => {
    setSessionToken(aToken());
    expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: profile } });
  });

  it("warns 'no property was changed' and sends nothing when nothing changed", async () => {
    const user = userEvent.setup();
    renderAt(<EditProfilePage />, '/edit-profile');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please modify at least one field')).toBeTruthy();
    expect(recordedRequests().filter((r) => r.method === 'PUT')).toHaveLength(0);
    // Answered by the first change: it does not stay beside the field being edited.
    await user.type(screen.getByLabelText(/^City/), 'x');
    await waitFor(() => expect(screen.queryByText('Please modify at least one field')).toBeNull());
  });

  it('sends the payload with an emptied phone as null, then says it was updated and mailed', async () => {
    const user = userEvent.setup();
    expectRequest('PUT', '/api/v1/profile', (request) => ({
      status: 200,
      body: {
        data: { ...profile, mobile_phone: null, city: 'Tulum', ...(request.body as object) },
      },
    }));
    renderAt(<EditProfilePage />, '/edit-profile');
    await formReady();
    await user.clear(screen.getByLabelText(/^Mobile phone/));
    await user.clear(screen.getByLabelText(/^City/));
    await user.type(screen.getByLabelText(/^City/), 'Tulum');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(recordedRequests('/api/v1/profile').filter((r) => r.method === 'PUT')).toHaveLength(1),
    );
    expect(recordedRequests('/api/v1/profile').find((r) => r.method === 'PUT')?.body).toEqual({
      email: 'john@example.com',
      home_phone: '+52 998 123 4567',
      mobile_phone: null,
      address_line_1: 'Av. Kukulcán km 12',
      address_line_2: null,
      country: 'MX',
      state: 'Quintana Roo',
      city: 'Tulum',
      postal_code: '77500',
      language_id: 'en',
      all_communications: true,
      monthly_communications: false,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Profile updated' });
    expect(
      within(dialog).getByText(/Your profile was updated and we sent you an email/),
    ).toBeTruthy();
  });

  it('offers the state list for the US and checks the rules on leaving a field', async () => {
    const user = userEvent.setup();
    renderAt(<EditProfilePage />, '/edit-profile');
    await formReady();
    await user.selectOptions(screen.getByLabelText(/^Country/), 'US');
    const state = screen.getByLabelText(/^State or province/) as HTMLSelectElement;
    expect(state.tagName).toBe('SELECT');
    expect(state.value).toBe('');
    expect(within(state).getAllByRole('option')).toHaveLength(63);
    const address = screen.getByLabelText(/^Address line 1/);
    await user.clear(address);
    await user.tab();
    // Line 1 left empty, and the state the new country needs: both marked.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(
      (screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    expectRequest('PUT', '/api/v1/profile', {
      status: 400,
      body: {
        message: 'This email address is already used by another user.',
        key: 'email_already_used',
        errors: { email: ['This email address is already used by another user.'] },
      },
    });
    renderAt(<EditProfilePage />, '/edit-profile');
    await formReady();
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('This email address is already used by another user.'),
    ).toBeTruthy();
    expect(email.value).toBe('ana@example.com');
  });

  it('changes the password in its modal; a wrong current password shows under its field', async () => {
    const user = userEvent.setup();
    expectRequest('PUT', '/api/v1/profile/password', {
      status: 400,
      body: {
        message: 'The current password is wrong.',
        key: 'old_password_wrong',
        errors: { current_password: ['The current password is wrong.'] },
      },
    });
    renderAt(<EditProfilePage />, '/edit-profile');
    await formReady();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const submit = within(dialog).getByRole('button', {
      name: 'Change password',
    }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Old#Password1');
    await user.type(within(dialog).getByLabelText(/^New password/), 'Sunset#Beach2027');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Sunset#Beach2027');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    expect(await within(dialog).findByText('The current password is wrong.')).toBeTruthy();
    expect(recordedRequests('/api/v1/profile/password')[0]?.body).toEqual({
      current_password: 'Old#Password1',
      new_password: 'Sunset#Beach2027',
      new_password_confirmation: 'Sunset#Beach2027',
    });
  });

  it("saves the header's language: one language, never the form's older one (issue 20 #9)", async () => {
    const user = userEvent.setup();
    // The header's switch saves the language alone; Save then sends the same language.
    expectRequest('PUT', '/api/v1/profile', (request) => ({
      status: 200,
      body: { data: { ...profile, ...(request.body as object) } },
    }));
    expectRequest('PUT', '/api/v1/profile', (request) => ({
      status: 200,
      body: { data: { ...profile, language_id: 'es', ...(request.body as object) } },
    }));
    renderAt(
      <>
        <LanguageSwitch />
        <EditProfilePage />
      </>,
      '/edit-profile',
    );
    // The language switch also asks the server again for what it answered in English.
    expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: profile } });
    await formReady();
    const puts = () => recordedRequests('/api/v1/profile').filter((r) => r.method === 'PUT');
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ language_id: 'es' });
    const spanish = (await screen.findByRole('radio', { name: 'Español' })) as HTMLInputElement;
    await waitFor(() => expect(spanish.checked).toBe(true));
    await user.clear(screen.getByLabelText(/^Ciudad/));
    await user.type(screen.getByLabelText(/^Ciudad/), 'Tulum');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toMatchObject({
      city: 'Tulum',
      language_id: 'es',
    });
  });

  it('lets a new member without an address save the rest (issue 20 #11)', async () => {
    const user = userEvent.setup();
    verifyFetchMock();
    setSessionToken(aToken());
    const newMember = aProfile({ email: 'lucia@example.com', country: 'US' });
    expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: newMember } });
    expectRequest('PUT', '/api/v1/profile', (request) => ({
      status: 200,
      body: { data: { ...newMember, ...(request.body as object) } },
    }));
    renderAt(<EditProfilePage />, '/edit-profile');
    const save = (await screen.findByRole('button', { name: 'Save changes' })) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Monthly newsletter' }));
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Profile updated' });
    const body = recordedRequests('/api/v1/profile').find((r) => r.method === 'PUT')?.body;
    expect(body).not.toHaveProperty('address_line_1');
    expect(body).toMatchObject({ monthly_communications: true, state: null });
    // A newsletter choice is not reviewed by an agent (issue 20 #15).
    expect(
      within(dialog).getByText('Your profile was updated and we sent you an email.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/1-3 days/)).toBeNull();
  });

  it('asks line 1 once any part of an address is typed, and marks it', async () => {
    const user = userEvent.setup();
    verifyFetchMock();
    setSessionToken(aToken());
    expectRequest('GET', '/api/v1/profile', {
      status: 200,
      body: { data: aProfile({ country: 'MX' }) },
    });
    renderAt(<EditProfilePage />, '/edit-profile');
    const save = (await screen.findByRole('button', { name: 'Save changes' })) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.type(screen.getByLabelText(/^City/), 'Tulum');
    await user.tab();
    await waitFor(() => expect(save.disabled).toBe(true));
    const line1 = screen.getByLabelText(/^Address line 1/);
    await waitFor(() => expect(line1.getAttribute('aria-invalid')).toBe('true'));
  });

  it('marks at once what the form starts with and cannot save', async () => {
    verifyFetchMock();
    setSessionToken(aToken());
    expectRequest('GET', '/api/v1/profile', {
      status: 200,
      body: { data: { ...profile, home_phone: 'call the front desk' } },
    });
    renderAt(<EditProfilePage />, '/edit-profile');
    const save = (await screen.findByRole('button', { name: 'Save changes' })) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.getByText('Correct the marked fields to save.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Home phone/).getAttribute('aria-invalid')).toBe('true'),
    );
  });
});

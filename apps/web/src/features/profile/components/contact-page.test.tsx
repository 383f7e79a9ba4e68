import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGlobalNotification } from '@/lib/notifications';
import { setSessionToken } from '@/lib/session';
import { aProfile, aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ContactPage } from './contact-page';

function NotificationProbe() {
  const notification = useGlobalNotification();
  return (
    <output data-testid="notification">{notification ? String(notification.message) : ''}</output>
  );
}

const profile = aProfile({
  first_name: 'Grace',
  last_name: 'Walker',
  email: 'grace@example.com',
  mobile_phone: '+52 998 123 4567',
});

/** The form starts again with the member's e-mail once the profile is there. */
async function profileArrived() {
  await waitFor(() =>
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('grace@example.com'),
  );
}

describe('ContactPage', () => {
  beforeEach(() => {
    setSessionToken(aToken());
    expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: profile } });
  });

  it('sends the payload of the spec with the subject for the thread, then resets and says so', async () => {
    const user = userEvent.setup();
    expectRequest('POST', '/api/v1/messages', { status: 201, body: { data: { data: { id: 9 } } } });
    renderAt(
      <>
        <ContactPage reasons={['Reservations', 'Payments']} />
        <NotificationProbe />
      </>,
      '/contact',
    );
    await profileArrived();
    const submit = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.selectOptions(screen.getByLabelText(/^Reason/), 'Payments');
    await user.type(screen.getByLabelText(/^Subject/), 'March');
    await user.type(screen.getByLabelText(/^Message/), 'Can I pay two months at once?');
    await user.click(screen.getByRole('checkbox', { name: 'Please call me back' }));
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);

    await waitFor(() => expect(recordedRequests('/api/v1/messages')).toHaveLength(1));
    expect(recordedRequests('/api/v1/messages')[0]?.body).toEqual({
      reason: 'Payments',
      // Kept with the thread (issue 20 #15); the spec's fields are as they were.
      subject: 'March',
      from: 'grace@example.com',
      from_name: 'Grace Walker',
      phone: '+52 998 123 4567',
      message: 'Can I pay two months at once?',
      message_type: 'support',
      need_to_contact_me: true,
    });
    await waitFor(() =>
      expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(''),
    );
    expect((screen.getByLabelText(/^Reason/) as HTMLSelectElement).value).toBe('');
    expect(screen.getByTestId('notification').textContent).toBe('contact_message_sent');
    // Focus starts the next message, not the page's body (issue 20 #12).
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 2, name: 'Send us a message' }),
    );
  });

  it('says a required field is missing when it is left, and keeps everything on a refusal', async () => {
    const user = userEvent.setup();
    expectRequest('POST', '/api/v1/messages', {
      status: 400,
      body: {
        message: 'Invalid.',
        key: 'validation_failed',
        errors: { reason: ['This value is not valid.'] },
      },
    });
    renderAt(<ContactPage reasons={['Reservations']} />, '/contact');
    await profileArrived();
    const message = screen.getByLabelText(/^Message/);
    await user.click(message);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(/^Reason/), 'Reservations');
    await user.type(message, 'Hello');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('This value is not valid.')).toBeTruthy();
    expect((message as HTMLTextAreaElement).value).toBe('Hello');
  });
});

describe('ContactPage before the profile', () => {
  beforeEach(() => setSessionToken(aToken()));

  it('keeps what the member typed when the profile arrives after it, and fills the empty e-mail', async () => {
    const user = userEvent.setup();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    expectRequest(
      'GET',
      '/api/v1/profile',
      () => new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve)),
    );
    renderAt(<ContactPage reasons={['Reservations', 'Payments']} />, '/contact');
    await user.selectOptions(screen.getByLabelText(/^Reason/), 'Payments');
    await user.type(screen.getByLabelText(/^Phone/), '+52 998 765 4321');
    await user.type(screen.getByLabelText(/^Message/), 'Before my profile came.');
    answer({ status: 200, body: { data: profile } });
    await profileArrived();
    expect((screen.getByLabelText(/^Reason/) as HTMLSelectElement).value).toBe('Payments');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('+52 998 765 4321');
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe(
      'Before my profile came.',
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });
});

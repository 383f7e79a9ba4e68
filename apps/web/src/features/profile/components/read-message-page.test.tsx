import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionToken } from '@/lib/session';
import { aProfile, aThread, aToken } from '@/test/builders';
import { expectRequest, recordedRequests } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { ReadMessagePage } from './read-message-page';
import { replyPanelReducer } from './reply-panel';

describe('replyPanelReducer (spec §4)', () => {
  it('goes default, form, notification, default; closing returns to default', () => {
    expect(replyPanelReducer('default', 'open')).toBe('form');
    expect(replyPanelReducer('form', 'sent')).toBe('sent');
    expect(replyPanelReducer('sent', 'close')).toBe('default');
    expect(replyPanelReducer('form', 'close')).toBe('default');
    // Nothing is sent from the default state, and a second open keeps the form.
    expect(replyPanelReducer('default', 'sent')).toBe('default');
    expect(replyPanelReducer('form', 'open')).toBe('form');
  });
});

describe('ReadMessagePage', () => {
  beforeEach(() => {
    setSessionToken(aToken());
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the conversation in order and marks an unread thread read once', async () => {
    expectRequest('GET', '/api/v1/messages/41', {
      status: 200,
      body: { data: aThread() },
    });
    expectRequest('PATCH', '/api/v1/messages/41/mark-as-read', { status: 204 });
    renderAt(<ReadMessagePage id={41} />, '/messages/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Airport transfer' })).toBeTruthy();
    const entries = screen.getAllByRole('listitem');
    expect(entries[0]?.textContent).toContain('Do you offer a transfer?');
    expect(entries[1]?.textContent).toContain('We do offer a private transfer');
    await waitFor(() =>
      expect(recordedRequests('/api/v1/messages/41/mark-as-read')).toHaveLength(1),
    );
  });

  it('does not mark a read thread again', async () => {
    const thread = aThread({ read_at: new Date().toISOString(), unread_messages: [] });
    expectRequest('GET', '/api/v1/messages/41', { status: 200, body: { data: thread } });
    renderAt(<ReadMessagePage id={41} />, '/messages/41');
    await screen.findByRole('heading', { level: 1, name: 'Airport transfer' });
    expect(recordedRequests('/api/v1/messages/41/mark-as-read')).toHaveLength(0);
  });

  it('replies: form, send disabled while empty, the spec body, a notice for 5 seconds, then the button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const thread = aThread({ read_at: new Date().toISOString(), unread_messages: [] });
    expectRequest('GET', '/api/v1/messages/41', { status: 200, body: { data: thread } });
    expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: aProfile() } });
    expectRequest('POST', '/api/v1/messages/41', {
      status: 201,
      body: { data: { data: { ...thread, replied: true } } },
    });
    expectRequest('GET', '/api/v1/messages', { status: 200, body: { data: { data: [] } } }, 2);
    renderAt(<ReadMessagePage id={41} />, '/messages/41');
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    const send = screen.getByRole('button', { name: 'Send reply' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const field = screen.getByLabelText(/^Your reply/);
    expect(document.activeElement).toBe(field);
    await user.type(field, 'Please book it for March 3.');
    await waitFor(() => expect(send.disabled).toBe(false));
    await user.click(send);
    await waitFor(() => expect(recordedRequests('/api/v1/messages/41')).toHaveLength(2));
    expect(recordedRequests('/api/v1/messages/41').find((r) => r.method === 'POST')?.body).toEqual({
      id: 41,
      message: 'Please book it for March 3.',
      from: 'john@example.com',
      from_name: 'John Member',
      message_type: 'support',
    });
    expect(await screen.findByText('Your reply was sent.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    // Focus follows each step (issue 20 #12): the notice, then the Reply button.
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Reply' }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(await screen.findByRole('button', { name: 'Reply' })).toBeTruthy();
    expect(screen.queryByText('Your reply was sent.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reply' }));
  });

  it('closes the form without sending', async () => {
    const user = userEvent.setup();
    const thread = aThread({ read_at: new Date().toISOString(), unread_messages: [] });
    expectRequest('GET', '/api/v1/messages/41', { status: 200, body: { data: thread } });
    expectRequest('GET', '/api/v1/profile', { status: 200, body: { data: aProfile() } });
    renderAt(<ReadMessagePage id={41} />, '/messages/41');
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Reply' })).toBeTruthy();
    // Focus goes back to the button that opened the form (issue 20 #12).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reply' }));
    expect(recordedRequests().filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('offers no reply for an alert, and points to the contact page', async () => {
    const thread = aThread({
      message_type: 'alert',
      read_at: new Date().toISOString(),
      unread_messages: [],
    });
    expectRequest('GET', '/api/v1/messages/41', { status: 200, body: { data: thread } });
    renderAt(<ReadMessagePage id={41} />, '/messages/41');
    await screen.findByRole('heading', { level: 1, name: 'Airport transfer' });
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it("says a thread that is not the member's does not exist", async () => {
    expectRequest('GET', '/api/v1/messages/42', {
      status: 404,
      body: { message: 'Not Found', key: 'not_found' },
    });
    renderAt(<ReadMessagePage id={42} />, '/messages/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This message does not exist' }),
    ).toBeTruthy();
  });
});
